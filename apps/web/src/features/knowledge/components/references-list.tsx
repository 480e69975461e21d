import type { ArticleReference } from '@fertilia/contracts';

export function ReferencesList({ references }: { references: ArticleReference[] }) {
  return (
    <section aria-labelledby="references-title" className="border-t border-line pt-6">
      <h2 id="references-title" className="mb-3 text-lg font-semibold">
        References
      </h2>
      <ol className="ml-5 flex list-decimal flex-col gap-2 text-sm">
        {references.map((ref) => (
          <li key={ref.url}>
            <a
              href={ref.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-strong underline underline-offset-4"
            >
              {ref.title}
            </a>
            <span className="text-ink-muted">
              {' '}
              — {ref.publisher}
              {ref.year ? `, ${ref.year}` : ''}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
