import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import type { KnowledgeArticleSummary } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';

/** One result: title link, category, reading time, and the summary or (when searching) the matched passage. */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
}: {
  article: KnowledgeArticleSummary;
  /** h3 where the cards sit under a section heading of their own (related articles). */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-xs transition-colors focus-within:border-focus hover:border-line-strong">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <Badge tone="brand">{article.category}</Badge>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {article.reading_minutes} min read
        </span>
      </div>
      <Heading className="text-lg leading-snug font-semibold">
        <Link
          to={`/knowledge-hub/${article.slug}`}
          className="rounded-sm text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="text-sm text-ink-muted">{article.summary}</p>
      {article.snippet ? (
        <p
          className="border-l-2 border-brand/40 pl-3 text-sm text-ink [&_b]:rounded-sm [&_b]:bg-warning-soft [&_b]:font-semibold"
          // The server escapes the passage and adds only <b> tags around matched words (knowledge/snippet.ts).
          dangerouslySetInnerHTML={{ __html: article.snippet }}
        />
      ) : null}
    </article>
  );
}
