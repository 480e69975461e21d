import type { KnowledgeHeading } from '@fertilia/contracts';

/** In-page links to the article's ## sections (ids come from the API). */
export function TableOfContents({ headings }: { headings: KnowledgeHeading[] }) {
  if (headings.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="toc-title" className="mb-2 text-sm font-semibold text-ink">
        On this page
      </h2>
      <ol className="flex list-none flex-col gap-1.5 p-0 text-sm">
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              className="rounded-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
