import type { ReactNode } from 'react';
import { Scale } from 'lucide-react';
import { formatMoney, type VisitPayment } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { formatDateTimeInZone } from '@/lib/format';

/** What the dispute button gets: the visit, and when its dispute window closes (ISO 8601). */
export type DisputeActionProps = { appointmentId: number; deadline: string };

/**
 * The dispute part of a payment: the dispute and finance's decision when there is one; else, for a completed
 * visit, until when it may be disputed, with `action` (the dispute button, composed in by the app) beside it
 * while the patient still may.
 */
export function PaymentDisputeSection({
  payment,
  action,
}: {
  payment: VisitPayment;
  action?: (props: DisputeActionProps) => ReactNode;
}) {
  const zone = payment.appointment.time_zone;
  const { dispute } = payment;
  if (dispute) {
    return (
      <Alert
        tone={dispute.status === 'open' ? 'warning' : 'info'}
        title={`Dispute: ${dispute.status_display}`}
      >
        <dl className="mt-1 grid gap-2 text-sm">
          <div>
            <dt className="font-medium">Opened</dt>
            <dd>{formatDateTimeInZone(dispute.opened_at, zone)}</dd>
          </div>
          <div>
            <dt className="font-medium">Reason</dt>
            <dd className="whitespace-pre-line">{dispute.reason}</dd>
          </div>
          {dispute.status === 'open' ? (
            <p>The payment stays held until our finance team decides. You will both be told by e-mail.</p>
          ) : null}
          {dispute.refund ? (
            <div>
              <dt className="font-medium">Refunded</dt>
              <dd>{formatMoney(dispute.refund)}</dd>
            </div>
          ) : null}
          {dispute.resolution_note ? (
            <div>
              <dt className="font-medium">Finance’s decision</dt>
              <dd className="whitespace-pre-line">{dispute.resolution_note}</dd>
            </div>
          ) : null}
          {dispute.resolved_at ? (
            <div>
              <dt className="font-medium">Decided</dt>
              <dd>{formatDateTimeInZone(dispute.resolved_at, zone)}</dd>
            </div>
          ) : null}
        </dl>
      </Alert>
    );
  }
  const deadline = payment.dispute_deadline;
  if (!deadline || payment.escrow.status !== 'held') return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        <span>
          {payment.can_dispute
            ? 'Something wrong with this visit? You can dispute the payment until '
            : 'Open to disputes until '}
          <time dateTime={deadline} className="font-medium">
            {formatDateTimeInZone(deadline, zone)}
          </time>
          {payment.can_dispute ? '.' : ', then released to the expert.'}
        </span>
      </p>
      {payment.can_dispute && action ? action({ appointmentId: payment.appointment.id, deadline }) : null}
    </div>
  );
}
