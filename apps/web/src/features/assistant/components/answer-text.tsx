import { Fragment } from 'react';
import { Link } from 'react-router';
import type { AssistantCitation } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { answerParagraphs } from '../lib/answer-text';

const MARK =
  'ml-0.5 inline-flex h-4.5 min-w-4.5 -translate-y-1 items-center justify-center rounded-full bg-brand-soft px-1 ' +
  'align-baseline text-[0.7rem] leading-none font-semibold text-brand-ink no-underline hover:bg-brand hover:text-ink-inverse ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus';

/** A numbered link to the source a sentence rests on, opening it at its section. */
export function CitationMark({ citation }: { citation: AssistantCitation }) {
  const name = `Source ${citation.n}: ${citation.title}${citation.section ? ` — ${citation.section}` : ''}`;
  if (!citation.url.startsWith('/')) {
    return (
      <a
        href={citation.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={name}
        title={name}
        className={MARK}
      >
        {citation.n}
      </a>
    );
  }
  return (
    <Link to={citation.url} aria-label={name} title={name} className={MARK}>
      {citation.n}
    </Link>
  );
}

/** The answer's paragraphs with its `[n]` markers as numbered links to their sources. */
export function AnswerText({
  content,
  citations,
  className,
}: {
  content: string;
  citations: AssistantCitation[];
  className?: string;
}) {
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  const paragraphs = answerParagraphs(content, new Set(byNumber.keys()));
  return (
    <div className={cn('flex flex-col gap-2.5 text-sm leading-relaxed break-words', className)}>
      {paragraphs.map((pieces, i) => (
        <p key={i} className="whitespace-pre-line">
          {pieces.map((piece, j) =>
            'text' in piece ? (
              <Fragment key={j}>{piece.text}</Fragment>
            ) : (
              <CitationMark key={j} citation={byNumber.get(piece.cite)!} />
            ),
          )}
        </p>
      ))}
    </div>
  );
}
