import { useState } from 'react';
import { Scale } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, DISPUTE_STATUS_LABELS, DISPUTE_STATUSES } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useDisputes, type DisputeFilters } from '../api/get-disputes';
import { DisputeDialog } from '../components/dispute-dialog';
import { DisputesList } from '../components/disputes-list';
import { FinanceOnly } from '../components/finance-only';
import { StatusFilter } from '../components/status-filter';

export const DISPUTES_LOAD_FAILED = 'Could not load disputes';

function DisputesScreen() {
  const [filters, setFilters] = useState<DisputeFilters>({
    status: 'all',
    skip: 0,
    limit: DEFAULT_PAGE_SIZE,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const disputes = useDisputes(filters);
  const open = disputes.data?.open_count;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Disputes"
        description={
          open === undefined
            ? 'Patients’ disputes of visit payments: release, refund, or refund part.'
            : `${formatNumber(open)} open dispute${open === 1 ? '' : 's'} to decide. Open ones are listed first.`
        }
      />
      <StatusFilter
        label="Dispute status"
        statuses={DISPUTE_STATUSES}
        labels={DISPUTE_STATUS_LABELS}
        value={filters.status}
        onChange={(status) => setFilters((f) => ({ ...f, status, skip: 0 }))}
      />
      <QueryState
        query={disputes}
        loadingLabel="Loading disputes"
        skeleton={<Skeletons count={4} className="h-16 rounded-xl" />}
        errorTitle={DISPUTES_LOAD_FAILED}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={Scale}
            title={
              filters.status === 'all'
                ? 'No disputes'
                : `No disputes ${DISPUTE_STATUS_LABELS[filters.status].toLowerCase()}`
            }
            description="A patient may dispute a completed visit's payment within the dispute window."
          />
        }
      >
        {(page) => (
          <div aria-busy={disputes.isFetching}>
            <DisputesList disputes={page.items} onOpen={setOpenId} />
            {/* Only when there is more than one page, as the other lists. */}
            {page.total > page.limit ? (
              <Pagination
                skip={page.skip}
                limit={page.limit}
                total={page.total}
                onChange={(skip) => setFilters((f) => ({ ...f, skip }))}
                label="Disputes pages"
              />
            ) : null}
          </div>
        )}
      </QueryState>
      <DisputeDialog disputeId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

/** /admin-dashboard/disputes: finance's list; the lists are asked for only by those allowed to see them. */
export function Component() {
  return (
    <FinanceOnly title="Disputes">
      <DisputesScreen />
    </FinanceOnly>
  );
}
