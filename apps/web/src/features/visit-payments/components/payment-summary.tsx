import { formatMoney, type VisitPayment } from '@fertilia/contracts';
import { Card } from '@/components/ui/card';
import { formatDateInZone, formatDateTimeInZone, formatTimeRangeInZone } from '@/lib/format';
import { EscrowStatusBadge } from './escrow-status-badge';

/** In a sentence: where the money is now and what happens next. */
function stateLine(payment: VisitPayment): string {
  const { escrow, appointment, viewer } = payment;
  const zone = appointment.time_zone;
  switch (escrow.status) {
    case 'held':
      return escrow.release_after
        ? `Held by Fertilia until ${formatDateTimeInZone(escrow.release_after, zone)}, then released to the expert.`
        : 'Held by Fertilia until after the visit.';
    case 'disputed':
      return 'Held while our finance team looks at the dispute.';
    case 'released':
      return viewer === 'expert' ? 'Released to your earnings.' : 'Released to the expert.';
    case 'refunded':
      return viewer === 'expert' ? 'Refunded to the patient in full.' : 'Refunded to your wallet in full.';
    case 'partly_refunded':
      return viewer === 'expert'
        ? 'Partly refunded to the patient; the rest was released to your earnings.'
        : 'Partly refunded to your wallet; the rest was released to the expert.';
  }
}

/** The charge: what was paid for which visit, and where the money stands. */
export function PaymentSummary({ payment }: { payment: VisitPayment }) {
  const { appointment, escrow, viewer } = payment;
  const zone = appointment.time_zone;
  const rows: [string, string][] = [
    ['Paid', formatMoney(payment.price)],
    ['Held now', formatMoney(escrow.held)],
    ['Refunded to the wallet', formatMoney(escrow.refunded)],
    [
      viewer === 'expert' ? 'Released to your earnings' : 'Released to the expert',
      formatMoney(escrow.released_to_expert),
    ],
    [`Platform fee (${escrow.fee_percent}%)`, formatMoney(escrow.fee)],
  ];
  if (viewer !== 'patient')
    rows.push([
      escrow.status === 'held' || escrow.status === 'disputed'
        ? 'Expert earns once released'
        : 'Expert earned',
      formatMoney(escrow.expert_earnings),
    ]);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm text-ink-muted">Consultation payment</p>
          <p className="text-3xl font-semibold tabular-nums text-ink">{formatMoney(payment.price)}</p>
        </div>
        <EscrowStatusBadge status={escrow.status} label={escrow.status_display} />
      </div>
      <p className="text-sm text-ink">{stateLine(payment)}</p>
      <dl className="grid gap-3 rounded-xl bg-subtle p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">Visit</dt>
          <dd className="font-medium text-ink">{formatDateInZone(appointment.starts_at, zone, 'long')}</dd>
          <dd className="text-ink">
            {formatTimeRangeInZone(appointment.starts_at, appointment.ends_at, zone)} ·{' '}
            {appointment.status_display}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Expert</dt>
          <dd className="font-medium text-ink">{appointment.expert.name}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Patient</dt>
          <dd className="font-medium text-ink">{appointment.patient.name}</dd>
        </div>
      </dl>
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
