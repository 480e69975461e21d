import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Section } from './section';

/** The quiz needs reviewed medical content before it can give anyone an answer, so this only explains it. */
export function QuizIntro() {
  return (
    <Section
      id="quiz"
      eyebrow="Fertility quiz"
      title="A short quiz to find where to start"
      intro="We are preparing a few questions about your cycle, your history and your plans that point you to the articles and professionals most useful to you."
    >
      <div className="flex flex-col gap-4 rounded-xl border border-dashed border-line-strong bg-surface p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <ClipboardList aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <p className="font-semibold">
            The quiz opens together with the knowledge hub content it points to.
          </p>
          <p className="text-ink-muted">
            It will not diagnose anything. Create an account now and your profile will be ready when it
            arrives.
          </p>
        </div>
        <Button asChild>
          <Link to="/register">Create an account</Link>
        </Button>
      </div>
    </Section>
  );
}
