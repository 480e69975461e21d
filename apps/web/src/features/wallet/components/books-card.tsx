import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { formatMoney } from '@fertilia/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useBooks } from '../api/wallet';

/** The platform's books: every account kind's balance and the proof that the journal sums to zero. */
export function BooksCard() {
  const books = useBooks();
  return (
    <Card className="p-0">
      <CardHeader className="px-5 pt-5">
        <CardTitle>The books</CardTitle>
        <CardDescription>Balances computed from every journal line.</CardDescription>
      </CardHeader>
      <div className="px-5 pb-5">
        <QueryState
          query={books}
          loadingLabel="Loading the books"
          skeleton={<Skeletons count={3} className="h-10 rounded-lg" />}
          errorTitle="Could not load the books"
        >
          {(data) => (
            <div className="flex flex-col gap-4">
              {data.balanced ? (
                <p className="flex items-center gap-2 rounded-lg bg-success-soft px-3 py-2 text-sm font-medium text-success-ink">
                  <CheckCircle2 aria-hidden="true" className="size-4" /> Balanced: all{' '}
                  {formatNumber(data.entries)} entries sum to zero.
                </p>
              ) : (
                <p
                  role="alert"
                  className="flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
                >
                  <TriangleAlert aria-hidden="true" className="size-4" /> Not balanced: the journal is off by{' '}
                  {formatMoney({ amount: data.lines_total, currency: data.currency })}.
                </p>
              )}
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.accounts.map((account) => (
                  <div key={account.kind} className="rounded-lg border border-line px-4 py-3">
                    <dt className="text-sm text-ink-muted">{account.label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">
                      {formatMoney({ amount: account.balance, currency: data.currency })}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
