import { BookOpenCheck, MessageCircleQuestion, Phone, Stethoscope } from 'lucide-react';
import { Skeletons } from '@/components/ui/skeleton';

interface IntroProps {
  /** From the status call; undefined while it loads. */
  starters: string[] | undefined;
  onAsk: (question: string) => void;
  disabled?: boolean;
}

const POINTS = [
  {
    icon: BookOpenCheck,
    text: 'Answers come from Fertilia’s reviewed knowledge hub and FAQ, with numbered sources you can open.',
  },
  {
    icon: Stethoscope,
    text: 'It is not a diagnosis and never changes your treatment: that stays with your clinician.',
  },
  { icon: Phone, text: 'In an emergency, call your local emergency number.' },
] as const;

/** An empty conversation: what the assistant is and is not, and questions it answers well. */
export function Intro({ starters, onAsk, disabled }: IntroProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-8">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-ink">Ask about fertility and treatment</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2 text-sm text-ink-muted">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="starter-title" className="flex flex-col gap-2">
        <h3 id="starter-title" className="text-sm font-semibold text-ink">
          Try asking
        </h3>
        {starters === undefined ? (
          <Skeletons count={3} className="h-11 rounded-lg" />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {starters.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onAsk(question)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-left text-sm text-ink shadow-xs hover:border-brand/40 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
                >
                  <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0 text-brand" />
                  {question}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
