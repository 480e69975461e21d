import { useState } from 'react';
import { Landmark } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, ESCROW_STATUS_LABELS, ESCROW_STATUSES } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useEscrows, type EscrowFilters } from '../api/get-escrows';
import { EscrowsList, EscrowTotals } from './escrows-list';
import { StatusFilter } from './status-filter';

export const ESCROWS_LOAD_FAILED = 'Could not load escrows';

/** Every visit payment held, disputed or settled, with the totals held and disputed. */
export function EscrowsSection() {
  const [filters, setFilters] = useState<EscrowFilters>({ status: 'all', skip: 0, limit: DEFAULT_PAGE_SIZE });
  const escrows = useEscrows(filters);
  return (
    <div className="flex flex-col gap-4">
      {escrows.data ? <EscrowTotals totals={escrows.data.totals} /> : null}
      <StatusFilter
        label="Escrow status"
        statuses={ESCROW_STATUSES}
        labels={ESCROW_STATUS_LABELS}
        value={filters.status}
        onChange={(status) => setFilters((f) => ({ ...f, status, skip: 0 }))}
      />
      <QueryState
        query={escrows}
        loadingLabel="Loading escrows"
        skeleton={<Skeletons count={4} className="h-16 rounded-xl" />}
        errorTitle={ESCROWS_LOAD_FAILED}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={Landmark}
            title={
              filters.status === 'all'
                ? 'No escrows yet'
                : `No ${ESCROW_STATUS_LABELS[filters.status].toLowerCase()} escrows`
            }
            description="A paid consultation's payment is held here from booking until it is released or refunded."
          />
        }
      >
        {(page) => (
          <div aria-busy={escrows.isFetching}>
            <EscrowsList escrows={page.items} />
            {/* Only when there is more than one page, as the other lists. */}
            {page.total > page.limit ? (
              <Pagination
                skip={page.skip}
                limit={page.limit}
                total={page.total}
                onChange={(skip) => setFilters((f) => ({ ...f, skip }))}
                label="Escrows pages"
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </div>
  );
}
