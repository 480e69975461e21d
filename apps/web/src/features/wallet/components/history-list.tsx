import { useState } from 'react';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { formatMoney, type WalletHistoryItem } from '@fertilia/contracts';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';
import { useWalletHistory } from '../api/wallet';

export const HISTORY_FAILED = 'Could not load your wallet history';

/** A line signed from her side: money in shows +, money out −. */
function signed(item: WalletHistoryItem): string {
  const text = formatMoney({ amount: Math.abs(item.amount), currency: item.currency });
  return item.amount >= 0 ? `+${text}` : `−${text}`;
}

/** Her ledger lines, newest first, a page at a time. */
export function HistoryList() {
  const [skip, setSkip] = useState(0);
  const history = useWalletHistory(skip);
  return (
    <Card className="p-0">
      <CardHeader className="px-5 pt-5">
        <CardTitle>History</CardTitle>
      </CardHeader>
      <div className="px-5 pb-3">
        <QueryState
          query={history}
          loadingLabel="Loading your wallet history"
          skeleton={<Skeletons count={3} className="h-14 rounded-lg" />}
          errorTitle={HISTORY_FAILED}
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              icon={ReceiptText}
              title="No movements yet"
              description="Top-ups, consultation payments, refunds and payouts will be listed here."
            />
          }
        >
          {(page) => (
            <>
              <ul className="divide-y divide-line" aria-label="Wallet history">
                {page.items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{item.label}</p>
                      <p className="truncate text-sm text-ink-muted">{item.memo}</p>
                      <p className="text-xs text-ink-muted">
                        {formatDateTime(item.created_at)}
                        {item.appointment_id ? (
                          <>
                            {' · '}
                            <Link
                              className="underline"
                              to={`/payment-detail?appointment=${item.appointment_id}`}
                            >
                              Consultation
                            </Link>
                          </>
                        ) : null}
                      </p>
                    </div>
                    <span
                      className={cn(
                        'shrink-0 font-semibold tabular-nums',
                        item.amount >= 0 ? 'text-success' : 'text-ink',
                      )}
                    >
                      {signed(item)}
                    </span>
                  </li>
                ))}
              </ul>
              {page.total > page.limit ? (
                <Pagination
                  skip={page.skip}
                  limit={page.limit}
                  total={page.total}
                  onChange={setSkip}
                  label="History pages"
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
