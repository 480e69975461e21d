import { formatMoney, type NotificationNotice } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { Context } from '../../http/context';
import { sendMemberMail } from '../notifications/email-service';
import { findDisputeView, present, type DisputeView, type PersonRow } from './disputes-repo';
import { personName } from './dispute-dto';

/*
 * What a dispute tells its two sides (ADR 016): in the app at once, and by a mail of its own (payment_update is
 * always mailed; a money record is not left to the batched summary). The patient's reason is never in a
 * notice or a mail: it may be about her health. Finance's note is: it is the decision both sides are owed.
 */

export const DISPUTE_MAIL_JOB = 'disputes.mail';
export type DisputeMailJob = { disputeId: number; recipientId: number; event: 'opened' | 'resolved' };

type Tx = Context & { db: Transaction };
type Side = 'patient' | 'expert';

export const paymentPagePath = (appointmentId: number | null) =>
  appointmentId ? `/payment-detail?appointment=${appointmentId}` : '/wallet';

function visitWhen(view: DisputeView, recipient: PersonRow): string {
  if (!view.appointment) return 'a past date';
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: recipient.timeZone ?? 'UTC',
  }).format(view.appointment.startsAt);
}

type Wording = { title: string; lines: string[] };

function wording(view: DisputeView, side: Side, event: DisputeMailJob['event']): Wording | null {
  const recipient = present(side === 'patient' ? view.patient : view.expert);
  const other = present(side === 'patient' ? view.expert : view.patient);
  if (!recipient) return null;
  const { dispute: d, escrow: e } = view;
  const money = (amount: number) => formatMoney({ amount, currency: e.currency });
  const otherName = other ? personName(other) : 'a former member';
  const visit = `the consultation ${side === 'patient' ? 'with' : 'of'} ${otherName} on ${visitWhen(view, recipient)}`;
  if (event === 'opened')
    return side === 'patient'
      ? {
          title: 'Dispute received',
          lines: [
            `We received your dispute of the ${money(e.amount)} payment for ${visit}.`,
            'The payment stays on hold until our finance team decides; we will e-mail you the decision.',
          ],
        }
      : {
          title: 'Payment disputed',
          lines: [
            `The ${money(e.amount)} payment for ${visit} was disputed by the patient.`,
            'It stays on hold until our finance team decides; we will e-mail you the decision.',
          ],
        };
  const refund = d.refundAmount ?? 0;
  const released = e.releasedAmount;
  const decision =
    d.status === 'released'
      ? `the payment of ${money(e.amount)} is released to the expert`
      : d.status === 'refunded'
        ? `the payment of ${money(e.amount)} is refunded in full to the patient's wallet`
        : `${money(refund)} of the ${money(e.amount)} payment is refunded to the patient's wallet and the rest released to the expert`;
  const yours =
    side === 'patient'
      ? refund > 0
        ? `${money(refund)} is back in your Fertilia wallet.`
        : 'No refund is due.'
      : released > 0
        ? `${money(released)} is added to your earnings (after the ${money(e.feeAmount)} platform fee).`
        : 'No earnings are released to you for this visit.';
  return {
    title: 'Dispute decided',
    lines: [
      `Our finance team decided the dispute of ${visit}: ${decision}.`,
      yours,
      `Their note: ${d.resolutionNote ?? ''}`,
    ],
  };
}

/** Tells both sides in the app and queues each a mail, with the change: only if it commits. */
export async function tellSides(tx: Tx, disputeId: number, event: DisputeMailJob['event']): Promise<void> {
  const view = await findDisputeView(tx.db, disputeId);
  if (!view) return;
  for (const side of ['patient', 'expert'] as const) {
    const recipient = present(side === 'patient' ? view.patient : view.expert);
    const text = wording(view, side, event);
    if (!recipient || !text) continue;
    const notice: NotificationNotice = {
      userId: recipient.id,
      type: 'payment_update',
      title: text.title,
      message: text.lines.slice(0, 2).join(' '),
      link: paymentPagePath(view.appointment?.id ?? null),
      mailedSeparately: true,
    };
    await tx.notifications.notify(notice, tx.db);
    const job: DisputeMailJob = { disputeId, recipientId: recipient.id, event };
    await tx.jobs.enqueue(tx, DISPUTE_MAIL_JOB, job, { dedupeKey: `${disputeId}:${recipient.id}:${event}` });
  }
}

/** The job: one side's mail, worded from the dispute as it stands when it runs. */
export async function sendDisputeMail(ctx: Context, job: DisputeMailJob): Promise<void> {
  const view = await findDisputeView(ctx.db, job.disputeId);
  if (!view) return;
  const side: Side | null =
    view.patient?.id === job.recipientId ? 'patient' : view.expert?.id === job.recipientId ? 'expert' : null;
  const text = side && wording(view, side, job.event);
  if (!text) return;
  const page = `${ctx.config.publicUrl}${paymentPagePath(view.appointment?.id ?? null)}`;
  await sendMemberMail(ctx, {
    userId: job.recipientId,
    type: 'payment_update',
    compose: (to) => ({
      to,
      subject: `Fertilia: ${text.title}`,
      text: ['Hello,', '', ...text.lines, '', `The payment's details: ${page}`, ''].join('\n'),
    }),
  });
}
