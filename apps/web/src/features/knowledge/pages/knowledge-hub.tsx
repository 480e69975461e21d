import { useEffect, useRef, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useArticles } from '../api/get-articles';
import { useCategories } from '../api/get-categories';
import { ArticleCard } from '../components/article-card';
import { CategoryChips } from '../components/category-chips';
import { NoResults } from '../components/no-results';
import { SearchBox } from '../components/search-box';
import { HUB_PAGE_SIZE, useHubParams } from '../hooks/use-hub-params';

const SEARCH_DEBOUNCE_MS = 300;

export function Component() {
  const { q, category, skip, update } = useHubParams();
  const [input, setInput] = useState(q);
  const typed = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // The last search text written to the URL: tells our own typing apart from Back/Forward changing ?q=.
  const written = useRef(q);
  const resultsTop = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    update({ q: typed }, { replace: true });
  }, [typed, update]);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setInput(q);
  }, [q]);

  const categories = useCategories();
  const articles = useArticles({ q: q || undefined, category, skip, limit: HUB_PAGE_SIZE });
  const browse = (next: string | undefined) => {
    written.current = '';
    setInput('');
    update({ q: '', category: next });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Knowledge hub</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Plain-spoken articles about fertility, tests and treatment, reviewed against public clinical
          guidance.
        </p>
      </header>

      <div className="mb-6 flex flex-col gap-4">
        <SearchBox value={input} onChange={setInput} />
        {categories.data ? (
          <CategoryChips
            categories={categories.data}
            selected={category}
            onSelect={(next) => update({ category: next })}
          />
        ) : null}
      </div>

      <QueryState
        query={articles}
        loadingLabel="Loading articles"
        loadingClassName="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        skeleton={<Skeletons count={6} className="h-48 rounded-xl" />}
        errorTitle="Articles could not be loaded"
        isEmpty={(page) => page.total === 0}
        empty={<NoResults q={q} category={category} categories={categories.data ?? []} onBrowse={browse} />}
      >
        {(page) => (
          <section aria-labelledby="results-title" aria-busy={articles.isFetching}>
            <h2 id="results-title" ref={resultsTop} tabIndex={-1} className="sr-only">
              Articles
            </h2>
            <p className="mb-3 text-sm text-ink-muted" role="status">
              {q
                ? `${page.total} ${page.total === 1 ? 'article matches' : 'articles match'} “${q}”`
                : `${page.total} ${page.total === 1 ? 'article' : 'articles'}`}
              {category ? ` in ${category}` : ''}
            </p>
            <ul className="grid list-none gap-4 p-0 md:grid-cols-2 lg:grid-cols-3">
              {page.items.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-4"
              skip={page.skip}
              limit={page.limit}
              total={page.total}
              label="Article pages"
              onChange={(next) => {
                update({ skip: next });
                // Back to the top of the list, for keyboard and screen-reader users too.
                resultsTop.current?.focus();
              }}
            />
          </section>
        )}
      </QueryState>
    </div>
  );
}
