import { VISIT_PAYMENT_MESSAGES as P, formatMoney, type NotificationNotice } from '@fertilia/contracts';
import type { EscrowRow } from '../../db/schema';
import { partyName } from '../consultations/appointment-service';
import type { PaymentParty, PaymentVisit } from './visit-payment-repo';

/*
 * What a refund or a release tells each side of the visit (ADR 016): in-app and always mailed
 * (`payment_update`), worded for the recipient with the other party's name and the visit's time in her zone.
 * No reason is quoted: it may be about health.
 */

export const paymentLink = (appointmentId: number) => `/payment-detail?appointment=${appointmentId}`;

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** "Tue, 1 Dec 2026, 09:00" in the reader's zone. */
export function visitWhen(startsAt: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  let format = whenFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    whenFormats.set(zone, format);
  }
  return format.format(startsAt);
}

const money = (escrow: EscrowRow, amount: number) => formatMoney({ amount, currency: escrow.currency });

const notice = (to: PaymentParty, title: string, message: string, visitId: number): NotificationNotice => ({
  userId: to.id,
  type: 'payment_update',
  title,
  message,
  link: paymentLink(visitId),
});

/** Both sides of a refund (in full or in part): what went back to the patient, and what the expert keeps. */
export function refundNotices(
  visit: PaymentVisit,
  escrow: EscrowRow,
  moved: { refund: number; earned: number },
): NotificationNotice[] {
  const { patient, expert, appointment } = visit;
  const id = appointment.id;
  const kept =
    moved.earned > 0
      ? ` ${money(escrow, moved.earned)} goes to the expert under the cancellation policy.`
      : '';
  const earned =
    moved.earned > 0
      ? ` ${money(escrow, moved.earned)} was added to your earnings under the cancellation policy.`
      : '';
  return [
    notice(
      patient,
      P.refundedTitle,
      `${money(escrow, moved.refund)} was refunded to your wallet for your visit with ${partyName(expert)} on ${visitWhen(appointment.startsAt, patient.timeZone)}.${kept}`,
      id,
    ),
    notice(
      expert,
      P.refundedTitle,
      `The payment for your visit with ${partyName(patient)} on ${visitWhen(appointment.startsAt, expert.timeZone)} was refunded to the patient: ${money(escrow, moved.refund)}.${earned}`,
      id,
    ),
  ];
}

/** Both sides of a release after the dispute window. */
export function releaseNotices(visit: PaymentVisit, escrow: EscrowRow, earned: number): NotificationNotice[] {
  const { patient, expert, appointment } = visit;
  const id = appointment.id;
  return [
    notice(
      patient,
      P.releasedTitle,
      `Your payment of ${money(escrow, escrow.amount)} for your visit with ${partyName(expert)} on ${visitWhen(appointment.startsAt, patient.timeZone)} was released to the expert.`,
      id,
    ),
    notice(
      expert,
      P.releasedTitle,
      `${money(escrow, earned)} from your visit with ${partyName(patient)} on ${visitWhen(appointment.startsAt, expert.timeZone)} was added to your earnings.`,
      id,
    ),
  ];
}
