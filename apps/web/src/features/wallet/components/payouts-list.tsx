import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { formatMoney } from '@fertilia/contracts';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useMyPayouts } from '../api/payouts';
import { PayoutStatusBadge } from './payout-status';

/** Her payouts with their status, and finance's reason when one was refused. */
export function PayoutsList() {
  const [skip, setSkip] = useState(0);
  const payouts = useMyPayouts(skip);
  return (
    <Card className="p-0">
      <CardHeader className="px-5 pt-5">
        <CardTitle>Payouts</CardTitle>
      </CardHeader>
      <div className="px-5 pb-3">
        <QueryState
          query={payouts}
          loadingLabel="Loading your payouts"
          skeleton={<Skeletons count={2} className="h-14 rounded-lg" />}
          errorTitle="Could not load your payouts"
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              icon={Banknote}
              title="No payouts yet"
              description="Payouts you request appear here."
            />
          }
        >
          {(page) => (
            <>
              <ul className="divide-y divide-line" aria-label="Payouts">
                {page.items.map((payout) => (
                  <li key={payout.id} className="flex flex-col gap-1 py-3">
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-semibold tabular-nums">{formatMoney(payout)}</span>
                      <PayoutStatusBadge status={payout.status} />
                    </div>
                    <p className="text-xs text-ink-muted">Requested {formatDateTime(payout.created_at)}</p>
                    {payout.reason ? <p className="text-sm text-ink">Reason: {payout.reason}</p> : null}
                  </li>
                ))}
              </ul>
              {page.total > page.limit ? (
                <Pagination
                  skip={page.skip}
                  limit={page.limit}
                  total={page.total}
                  onChange={setSkip}
                  label="Payout pages"
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
