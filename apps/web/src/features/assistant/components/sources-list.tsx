import { Link } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import type { AssistantCitation } from '@fertilia/contracts';

const KIND_LABEL = { knowledge: 'Knowledge hub', faq: 'FAQ' } as const;

/** The passages an answer rests on: number, title, section, what it says, and a way to open it. */
export function SourcesList({ citations }: { citations: AssistantCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <section aria-label="Sources" className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Sources</h3>
      <ol className="flex flex-col gap-2">
        {[...citations]
          .sort((a, b) => a.n - b.n)
          .map((c) => (
            <li key={c.n} className="flex gap-3 rounded-lg border border-line bg-subtle/60 p-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-ink"
              >
                {c.n}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">
                  <span className="sr-only">Source {c.n}: </span>
                  {c.title}
                </p>
                <p className="text-xs text-ink-muted">
                  {c.section ? `${c.section} · ` : ''}
                  {KIND_LABEL[c.source]}
                </p>
                <p className="mt-1 line-clamp-2 text-xs text-ink-muted">“{c.excerpt}”</p>
              </div>
              <SourceLink citation={c} />
            </li>
          ))}
      </ol>
    </section>
  );
}

function SourceLink({ citation: c }: { citation: AssistantCitation }) {
  const className =
    'inline-flex min-h-11 shrink-0 items-center gap-1 self-center rounded-lg px-2 text-sm font-medium text-brand-strong ' +
    'hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus';
  const label = `Open source ${c.n}: ${c.title}`;
  const body = (
    <>
      Open
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </>
  );
  return c.url.startsWith('/') ? (
    <Link to={c.url} aria-label={label} className={className}>
      {body}
    </Link>
  ) : (
    <a href={c.url} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
      {body}
    </a>
  );
}
