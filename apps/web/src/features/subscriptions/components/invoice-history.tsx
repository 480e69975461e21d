import { useState } from 'react';
import { ReceiptText } from 'lucide-react';
import { INVOICE_STATUS_LABELS, formatMoney, type Invoice, type InvoiceStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useInvoices } from '../api/subscriptions';
import { cardLabel } from '../lib/wording';

export const INVOICES_FAILED = 'Could not load your payment history';

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  open: 'warning',
  paid: 'success',
  failed: 'danger',
  void: 'neutral',
};

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const card =
    invoice.card_brand && invoice.card_last4
      ? cardLabel({ brand: invoice.card_brand, last4: invoice.card_last4 })
      : null;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {invoice.plan_name}, {formatDate(invoice.period_start)} – {formatDate(invoice.period_end)}
        </p>
        <p className="text-sm text-ink-muted">
          Receipt {invoice.receipt_number}
          {card ? ` · ${card}` : null}
          {invoice.paid_at ? ` · paid on ${formatDate(invoice.paid_at)}` : null}
        </p>
        {invoice.failure_message && invoice.status !== 'paid' ? (
          <p className="text-sm text-danger">{invoice.failure_message}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
        <span className="font-semibold tabular-nums">{formatMoney(invoice)}</span>
        <Badge tone={INVOICE_TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
      </div>
    </li>
  );
}

/** Every charge of her subscriptions, newest first, a page at a time, with its receipt number. */
export function InvoiceHistory() {
  const [skip, setSkip] = useState(0);
  const invoices = useInvoices(skip);
  return (
    <Card className="p-0">
      <CardHeader className="px-5 pt-5">
        <CardTitle>Payment history</CardTitle>
      </CardHeader>
      <div className="px-5 pb-3">
        <QueryState
          query={invoices}
          loadingLabel="Loading your payment history"
          skeleton={<Skeletons count={2} className="h-14 rounded-lg" />}
          errorTitle={INVOICES_FAILED}
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              icon={ReceiptText}
              title="No payments yet"
              description="Each charge of your subscription will be listed here with its receipt number."
            />
          }
        >
          {(page) => (
            <>
              <ul className="divide-y divide-line" aria-label="Payment history">
                {page.items.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </ul>
              {page.total > page.limit ? (
                <Pagination
                  skip={page.skip}
                  limit={page.limit}
                  total={page.total}
                  onChange={setSkip}
                  label="Payment history pages"
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
