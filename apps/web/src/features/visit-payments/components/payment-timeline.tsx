import { ArrowDownLeft, ArrowUpRight, Lock } from 'lucide-react';
import { formatMoney, type JournalEntryKind, type PaymentTimelineEntry } from '@fertilia/contracts';
import { formatDateTimeInZone } from '@/lib/format';

const ICONS: Partial<Record<JournalEntryKind, typeof Lock>> = {
  visit_payment: Lock,
  refund: ArrowDownLeft,
  escrow_release: ArrowUpRight,
};

const WORDS: Partial<Record<JournalEntryKind, string>> = {
  visit_payment: 'Paid from the wallet and held',
  refund: 'Refunded to the wallet',
  escrow_release: 'Released to the expert',
};

/** Every movement of this visit's money, oldest first, with its date in the reader's zone. */
export function PaymentTimeline({ entries, zone }: { entries: PaymentTimelineEntry[]; zone: string }) {
  return (
    <ol className="flex flex-col gap-4">
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind] ?? Lock;
        return (
          <li key={entry.id} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink">{WORDS[entry.kind] ?? entry.label}</span>
                <span className="font-semibold tabular-nums text-ink">{formatMoney(entry.amount)}</span>
              </p>
              <p className="text-sm text-ink-muted">
                <time dateTime={entry.occurred_at}>{formatDateTimeInZone(entry.occurred_at, zone)}</time>
                {entry.fee && entry.fee.amount > 0 ? ` · platform fee ${formatMoney(entry.fee)}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
