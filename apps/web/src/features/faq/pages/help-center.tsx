import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MessageCircleQuestion, SearchX } from 'lucide-react';
import { FAQ_PAGE_SIZE, FAQ_SEARCH_DEBOUNCE_MS, MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqs } from '../api/get-faqs';
import { CategoryFilter } from '../components/category-filter';
import { faqAnchor } from '../components/faq-item';
import { FaqList } from '../components/faq-list';
import { FaqSearchBox } from '../components/faq-search-box';

/** /faq and /help-center: one page. Search, category and page live in the address so they can be shared. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), FAQ_SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  // A new search starts again at the first page.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) update({ q, skip: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the settled search text changes
  }, [q]);

  const faqs = useFaqs({
    skip,
    limit: FAQ_PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(q ? { q } : {}),
  });
  const categories = useFaqCategories();

  // A link to one entry (/faq#faq-12, as the AI assistant cites them) opens it and brings it into view once
  // the list holds it.
  const { hash } = useLocation();
  const linked = /^#faq-(\d+)$/.exec(hash);
  const openId = linked ? Number(linked[1]) : null;
  const shown = openId !== null && faqs.data?.items.some((faq) => faq.id === openId) === true;
  useEffect(() => {
    if (!shown || openId === null) return;
    const entry = document.getElementById(faqAnchor(openId));
    entry?.scrollIntoView?.({ block: 'start' });
    entry?.querySelector('button')?.focus({ preventScroll: true });
  }, [shown, openId]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-16">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Help Center</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Answers about using Fertilia, your account and privacy, and fertility care in general.
        </p>
      </header>
      <div className="mb-8 flex flex-col gap-4">
        <FaqSearchBox value={text} onChange={setText} />
        {categories.data && categories.data.length > 0 ? (
          <CategoryFilter
            categories={categories.data}
            selected={category}
            onSelect={(next) => update({ category: next, skip: '' })}
          />
        ) : null}
      </div>

      <QueryState
        query={faqs}
        loadingLabel="Loading questions"
        skeleton={<Skeletons count={4} className="h-14 rounded-xl" />}
        errorTitle={MESSAGES.faqLoadFailed}
        errorMessage={false}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={SearchX}
            title={q ? `No questions match “${q}”` : 'No questions here yet'}
            description="Try other words or another category — or ask us directly."
            action={
              <Button asChild variant="secondary">
                <Link to="/contact">Contact us</Link>
              </Button>
            }
          />
        }
      >
        {(page) => (
          <>
            <p className="sr-only" role="status">
              {page.total} {page.total === 1 ? 'question' : 'questions'} found
            </p>
            <FaqList entries={page.items} ranked={Boolean(q)} openId={openId} />
            {page.total > FAQ_PAGE_SIZE ? (
              <Pagination
                skip={skip}
                limit={FAQ_PAGE_SIZE}
                total={page.total}
                onChange={(next) => update({ skip: next ? String(next) : '' })}
                label="FAQ pages"
              />
            ) : null}
          </>
        )}
      </QueryState>

      <aside className="mt-12 flex flex-col gap-4 rounded-xl border border-line bg-brand-soft p-6 sm:flex-row sm:items-center">
        <MessageCircleQuestion aria-hidden="true" className="size-8 shrink-0 text-brand" />
        <div className="flex-1">
          <h2 className="font-semibold">Still have a question?</h2>
          <p className="text-ink-muted">
            Our team reads every message and usually answers within two working days.
          </p>
        </div>
        <Button asChild>
          <Link to="/contact">Contact us</Link>
        </Button>
      </aside>
    </div>
  );
}
