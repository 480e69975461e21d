import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, Clock, FileQuestion } from 'lucide-react';
import type { KnowledgeArticle } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useArticle } from '../api/get-article';
import { ArticleCard } from '../components/article-card';
import { MedicalNote } from '../components/medical-note';
import { ReferencesList } from '../components/references-list';
import { TableOfContents } from '../components/table-of-contents';

const backLink = (
  <Link
    to="/knowledge-hub"
    className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Knowledge hub
  </Link>
);

const PROSE =
  'flex flex-col gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h2]:mt-6 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold ' +
  '[&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_strong]:font-semibold';

export function Component() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);

  return (
    <QueryState
      query={article}
      loadingLabel="Loading article"
      loadingClassName="mx-auto w-full max-w-3xl px-4 py-10"
      skeleton={<ArticleSkeleton />}
      errorTitle="The article could not be loaded"
      renderError={(error, retry) => (
        <div className="mx-auto w-full max-w-3xl px-4 py-10">
          <div className="mb-6">{backLink}</div>
          {hasStatus(error, 404) ? (
            <EmptyState
              icon={FileQuestion}
              title="Article not found"
              description="It may have moved or been retired. Search the knowledge hub for the topic instead."
            />
          ) : (
            <QueryError title="The article could not be loaded" message={error.message} onRetry={retry} />
          )}
        </div>
      )}
    >
      {(a) => <ArticleView article={a} />}
    </QueryState>
  );
}

/**
 * A link to one section (/knowledge-hub/ohss#warning-signs, as the AI assistant cites them) lands on it. The
 * router's scroll restoration looks for the section when the address changes, before the article has
 * arrived; here it is looked for again once the article is on screen, and focused for keyboard readers.
 */
function useSectionFromHash(slug: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look for the id as written.
    }
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }, [hash, slug]);
}

function ArticleView({ article: a }: { article: KnowledgeArticle }) {
  useSectionFromHash(a.slug);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <div className="mb-6">{backLink}</div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0 max-w-3xl">
          <header className="mb-6 border-b border-line pb-6">
            <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Link to={`/knowledge-hub?category=${encodeURIComponent(a.category)}`}>
                <Badge tone="brand">{a.category}</Badge>
              </Link>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {a.reading_minutes} min read
              </span>
            </div>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{a.title}</h1>
            <p className="mt-3 text-lg text-ink-muted">{a.summary}</p>
            <p className="mt-3 text-sm text-ink-muted">
              Reviewed by {a.reviewed_by} on{' '}
              <time dateTime={a.reviewed_on}>{formatDate(a.reviewed_on, 'long')}</time>
            </p>
          </header>
          <div className="mb-6 lg:hidden">
            <TableOfContents headings={a.headings} />
          </div>
          <div className="mb-8">
            <MedicalNote />
          </div>
          {/* Sanitised on the server when the article was loaded (lib/markdown.ts renderMarkdown). */}
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: a.body_html }} />
          <div className="mt-10">
            <ReferencesList references={a.references} />
          </div>
        </article>
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <TableOfContents headings={a.headings} />
          </div>
        </aside>
      </div>
      {a.related.length ? (
        <section aria-labelledby="related-title" className="mt-12 border-t border-line pt-8">
          <h2 id="related-title" className="mb-4 text-xl font-semibold">
            Related articles
          </h2>
          <ul className="grid list-none gap-4 p-0 md:grid-cols-3">
            {a.related.map((r) => (
              <li key={r.slug}>
                <ArticleCard article={{ ...r, snippet: null }} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
