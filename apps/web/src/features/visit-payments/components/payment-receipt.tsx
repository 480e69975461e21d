import { Printer } from 'lucide-react';
import { formatMoney, type VisitPayment } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateInZone } from '@/lib/format';

export const RECEIPT_ID = 'visit-payment-receipt';

/* Printing shows the receipt alone, whatever the layout around it. */
const PRINT_STYLES = `@media print {
  body * { visibility: hidden !important; }
  #${RECEIPT_ID}, #${RECEIPT_ID} * { visibility: visible !important; }
  #${RECEIPT_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; border: none; box-shadow: none; }
  #${RECEIPT_ID} [data-print-hidden] { display: none !important; }
}`;

/** The receipt of the visit's payment, printable on its own. */
export function PaymentReceipt({ payment }: { payment: VisitPayment }) {
  const { receipt } = payment;
  const zone = payment.appointment.time_zone;
  return (
    <Card
      id={RECEIPT_ID}
      role="region"
      className="flex flex-col gap-4 p-5 sm:p-6"
      aria-labelledby="receipt-heading"
    >
      <style>{PRINT_STYLES}</style>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="receipt-heading" className="text-lg font-semibold text-ink">
            Receipt
          </h2>
          <p className="text-sm text-ink-muted">Fertilia · consultation payment</p>
        </div>
        <Button variant="secondary" size="sm" icon={Printer} onClick={() => window.print()} data-print-hidden>
          Print receipt
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">Receipt number</dt>
          <dd className="font-medium text-ink">{receipt.number}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Issued</dt>
          <dd className="text-ink">{formatDateInZone(receipt.issued_at, zone, 'long')}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Paid by</dt>
          <dd className="text-ink">{receipt.payer}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Expert</dt>
          <dd className="text-ink">{receipt.expert}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-muted">Description</dt>
          <dd className="text-ink">{receipt.description}</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-line pt-3 sm:col-span-2">
          <dt className="font-medium text-ink">Amount paid ({receipt.amount.currency})</dt>
          <dd className="text-lg font-semibold tabular-nums text-ink">{formatMoney(receipt.amount)}</dd>
        </div>
      </dl>
    </Card>
  );
}
