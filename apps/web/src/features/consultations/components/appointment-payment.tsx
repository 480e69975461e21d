import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { ESCROW_STATUS_LABELS, formatMoney, type Appointment } from '@fertilia/contracts';

/** A paid visit's price and payment state on its card, with the way to its payment page (ADR 016). */
export function AppointmentPayment({ appointment }: { appointment: Appointment }) {
  if (!appointment.price) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
      <p className="text-ink">
        <span className="font-semibold">{formatMoney(appointment.price)}</span>
        {appointment.payment_status ? (
          <span className="text-ink-muted">
            {' '}
            · Payment {ESCROW_STATUS_LABELS[appointment.payment_status].toLowerCase()}
          </span>
        ) : appointment.rescheduled_to_id !== null ? (
          // A moved visit's payment went with it to the new time, whose card links to it.
          <span className="text-ink-muted"> · Payment moved to the new time</span>
        ) : null}
      </p>
      {appointment.payment_status ? (
        <Link
          to={`/payment-detail?appointment=${appointment.id}`}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand underline-offset-2 hover:underline"
          aria-label={`Payment for the visit on ${appointment.date_formatted}`}
        >
          <ReceiptText aria-hidden="true" className="size-4" />
          Payment
        </Link>
      ) : null}
    </div>
  );
}
