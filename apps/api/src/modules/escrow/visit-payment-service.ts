import { IDEMPOTENCY_HEADER, MONEY_MESSAGES, invalidField } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { AppointmentRow } from '../../db/schema';
import type { MemberContext } from '../../http/context';
import type { Http } from '../../http/route';
import { holdVisitPayment } from '../ledger/escrow-service';
import { idempotently } from '../ledger/idempotency-service';

type Tx = MemberContext & { db: Transaction };

/**
 * Runs a booking request under the caller's Idempotency-Key when she sent one (ADR 016), else as it is:
 * `keyed` tells the booking whether it may take money (a paid booking without a key is refused by
 * payForVisit, inside the booking's transaction, so nothing is booked).
 */
export function keyedWhenSent<T>(
  ctx: MemberContext,
  http: Http,
  work: (ctx: MemberContext, keyed: boolean) => Promise<T>,
): Promise<T> {
  return http.request.headers[IDEMPOTENCY_HEADER] === undefined
    ? work(ctx, false)
    : idempotently(ctx, http, (tx) => work(tx, true));
}

/**
 * Pays a newly booked visit from the patient's wallet into its escrow, in the booking's transaction: nothing
 * for a free visit; 422 when the request carries no Idempotency-Key; 409 (insufficient funds) when her
 * balance is short, which rolls the booking back.
 */
export async function payForVisit(
  tx: Tx,
  { appointment, keyed }: { appointment: AppointmentRow; keyed: boolean },
): Promise<void> {
  if (appointment.priceMinor <= 0) return;
  if (!keyed)
    throw invalidField('header', IDEMPOTENCY_HEADER, MONEY_MESSAGES.idempotencyKeyMissing, 'missing');
  await holdVisitPayment(tx, {
    appointmentId: appointment.id,
    patientId: appointment.patientId,
    expertId: appointment.expertId,
    amount: appointment.priceMinor,
  });
}
