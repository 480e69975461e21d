import type { Ref } from 'react';
import { Link } from 'react-router';
import { BookOpen, Stethoscope } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { QUIZ_ARTICLES, QUIZ_FEATURES } from '../lib/quiz-catalogue';
import type { Recommendation } from '../lib/recommend';

interface QuizResultsProps {
  result: Recommendation;
  onRestart: () => void;
  /** Receives focus when the result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The result: when guidelines suggest a doctor, which features fit (honest about what is still coming), what to read. */
export function QuizResults({ result, onRestart, headingRef }: QuizResultsProps) {
  const { advice, features, articles } = result;
  const urgent = advice.level === 'see_doctor_now' || advice.level === 'in_treatment';
  return (
    <div className="flex flex-col gap-8" data-testid="quiz-results">
      <div
        className={cn(
          'flex gap-4 rounded-xl border p-5 sm:p-6',
          urgent ? 'border-warning/30 bg-warning-soft' : 'border-info/25 bg-info-soft',
        )}
      >
        <Stethoscope aria-hidden="true" className="mt-1 size-6 shrink-0 text-ink" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {advice.title}
          </h3>
          <p className="mt-1 text-ink">{advice.text}</p>
          <p className="mt-2 text-sm text-ink-muted">
            This is general guidance from public guidelines, not a diagnosis. A doctor who knows your history
            can tell you what applies to you.
          </p>
        </div>
      </div>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="quiz-features-title">
          <h3 id="quiz-features-title" className="text-lg font-semibold">
            Fertilia features for you
          </h3>
          <ul className="mt-3 flex list-none flex-col gap-3 p-0">
            {features.map((key) => {
              const feature = QUIZ_FEATURES[key];
              return (
                <li key={key} className="rounded-lg border border-line bg-surface p-4">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {feature.available ? (
                      <Link to={feature.to} className="text-brand-strong underline-offset-4 hover:underline">
                        {feature.title}
                      </Link>
                    ) : (
                      <>
                        {feature.title}
                        <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-ink-muted">
                          Arriving soon
                        </span>
                      </>
                    )}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="quiz-articles-title">
          <h3 id="quiz-articles-title" className="text-lg font-semibold">
            Worth reading next
          </h3>
          <ul className="mt-3 flex list-none flex-col gap-3 p-0">
            {articles.map((slug) => (
              <li key={slug}>
                <Link
                  to={`/knowledge-hub/${slug}`}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-surface p-4 font-medium text-brand-strong underline-offset-4 hover:underline"
                >
                  <BookOpen aria-hidden="true" className="size-5 shrink-0" />
                  {QUIZ_ARTICLES[slug]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-muted">
          Your answers were not sent anywhere. An account lets you keep track of your journey — free.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onRestart}>
            Start over
          </Button>
          <Button asChild>
            <Link to="/register">Create an account</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
