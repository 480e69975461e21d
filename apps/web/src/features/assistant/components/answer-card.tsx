import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Info, Siren } from 'lucide-react';
import { ASSISTANT_MESSAGES, type AssistantMessage } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { AnswerText } from './answer-text';
import { SourcesList } from './sources-list';

const CALM_TITLES = {
  no_source: 'No reliable source for this',
  out_of_scope: 'This is one for your clinician',
} as const;

/** "Tailored with: Cycle phase — Luteal, day 22 · Age band — 35–37". */
function ContextUsed({ items }: { items: NonNullable<AssistantMessage['context_used']> }) {
  if (items.length === 0) return null;
  return (
    <p className="text-xs text-ink-muted">
      <span className="font-medium">Tailored with:</span>{' '}
      {items.map((item) => `${item.label} — ${item.value}`).join(' · ')}
    </p>
  );
}

/** Where to go when we have no answer she can rely on. */
function NextSteps() {
  const link =
    'font-medium text-brand-strong underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus';
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link to="/appointments/book" className={link}>
        Book a consultation
      </Link>
      <Link to="/knowledge-hub" className={link}>
        Browse the knowledge hub
      </Link>
    </p>
  );
}

/**
 * One answer as its kind asks: urgent is an alert that says what to do now, with any sources under it;
 * no_source and out_of_scope a calm note pointing to a clinician; an ordinary answer its text, numbered
 * citations and sources. `footer` holds the feedback buttons.
 */
export function AnswerCard({
  message,
  footer,
  review = false,
}: {
  message: Pick<AssistantMessage, 'kind' | 'content' | 'citations'> &
    Partial<Pick<AssistantMessage, 'stopped' | 'context_used'>>;
  footer?: ReactNode;
  /** Staff reading rated answers: an urgent answer is shown as one, but does not interrupt them. */
  review?: boolean;
}) {
  const { kind, content, citations } = message;
  let body: ReactNode;
  if (content.trim() === '') {
    // Stopped before its first words: the note below says so.
    body = null;
  } else if (kind === 'urgent') {
    body = (
      <div
        role={review ? undefined : 'alert'}
        className="flex flex-col gap-2 rounded-xl border-2 border-danger bg-danger-soft p-4 text-danger-ink"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Siren aria-hidden="true" className="size-5 shrink-0" />
          Get medical help now
        </p>
        <AnswerText content={content} citations={citations} className="text-danger-ink" />
      </div>
    );
  } else if (kind === 'no_source' || kind === 'out_of_scope') {
    body = (
      <div className="flex flex-col gap-2 rounded-xl border border-info/25 bg-info-soft p-4 text-info-ink">
        <p className="flex items-center gap-2 font-semibold">
          <Info aria-hidden="true" className="size-5 shrink-0" />
          {CALM_TITLES[kind]}
        </p>
        <AnswerText content={content} citations={citations} />
        <NextSteps />
      </div>
    );
  } else {
    body = (
      <div className="rounded-xl rounded-tl-sm border border-line bg-surface p-4 shadow-xs">
        <AnswerText content={content} citations={citations} />
      </div>
    );
  }
  return (
    <div className={cn('flex w-full flex-col gap-3')}>
      {body}
      {message.stopped ? <p className="text-xs text-ink-muted italic">{ASSISTANT_MESSAGES.stopped}</p> : null}
      {message.context_used ? <ContextUsed items={message.context_used} /> : null}
      <SourcesList citations={citations} />
      {footer}
    </div>
  );
}
