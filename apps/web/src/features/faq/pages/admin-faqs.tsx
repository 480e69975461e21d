import { useState } from 'react';
import { HelpCircle, Plus } from 'lucide-react';
import {
  FAQ_PAGE_SIZE,
  FAQ_SEARCH_DEBOUNCE_MS,
  MESSAGES,
  hasPermission,
  type Faq,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { DeleteFaqDialog } from '../components/delete-faq-dialog';
import { FaqDialog } from '../components/faq-dialog';
import { FaqSearchBox } from '../components/faq-search-box';
import { FaqTable } from '../components/faq-table';
import { useErrorToast } from '@/lib/notify-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /admin-dashboard/faqs: the content team writes, hides and deletes Help Center entries. */
export function Component() {
  const { user } = useSession();
  // Checked before anything loads, so other staff roles never fire a request bound to be refused.
  if (user && !hasPermission(user.role, 'content')) {
    return (
      <>
        <PageHeader title="FAQs" />
        <EmptyState
          icon={HelpCircle}
          title="No access to the FAQ"
          description="Your role does not manage Help Center content."
        />
      </>
    );
  }
  return <FaqManager />;
}

function FaqManager() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), FAQ_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ q: '', skip: 0 });
  // A new search starts again at the first page.
  const skip = page.q === q ? page.skip : 0;
  const faqs = useAdminFaqs({ skip, limit: FAQ_PAGE_SIZE, ...(q ? { q } : {}) });
  const [editing, setEditing] = useState<Faq | null>(null);
  const [creating, setCreating] = useState(false);
  const [doomed, setDoomed] = useState<Faq | null>(null);

  useErrorToast(faqs.error, MESSAGES.faqFetchFailed);

  const knownCategories = [...new Set(faqs.data?.items.map((f) => f.category) ?? [])];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="FAQs"
        description="Questions and answers of the public Help Center. Hidden entries stay here until you show them."
        actions={
          <Button icon={Plus} onClick={() => setCreating(true)}>
            New FAQ
          </Button>
        }
      />
      <FaqSearchBox value={text} onChange={setText} label="Search FAQs" />
      <QueryState
        query={faqs}
        loadingLabel="Loading FAQs"
        skeleton={<Skeletons count={3} className="h-14 rounded-xl" />}
        errorTitle={MESSAGES.faqFetchFailed}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={HelpCircle}
            title={q ? `No FAQs match “${q}”` : 'No FAQs yet'}
            description={
              q ? 'Try other words.' : 'Write the first question visitors will see in the Help Center.'
            }
          />
        }
      >
        {(page) => (
          <>
            <FaqTable entries={page.items} onEdit={setEditing} onDelete={setDoomed} />
            {page.total > FAQ_PAGE_SIZE ? (
              <Pagination
                skip={skip}
                limit={FAQ_PAGE_SIZE}
                total={page.total}
                onChange={(next) => setPage({ q, skip: next })}
                label="FAQ pages"
              />
            ) : null}
          </>
        )}
      </QueryState>
      <FaqDialog
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setCreating(false);
          setEditing(null);
        }}
        faq={editing}
        knownCategories={knownCategories}
      />
      <DeleteFaqDialog faq={doomed} onClose={() => setDoomed(null)} />
    </div>
  );
}
