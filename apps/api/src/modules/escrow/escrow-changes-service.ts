import { percentOf } from '@fertilia/contracts';
import type { EscrowRow } from '../../db/schema';
import type { VisitChange, VisitTx } from '../consultations/visit-changes';
import { changeEscrow, escrowOfAppointment, settleEscrow } from '../ledger/escrow-service';
import { refundNotices } from './escrow-notices';
import { queueRelease } from './escrow-release-service';
import { findPaymentVisit } from './visit-payment-repo';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Ended = Extract<VisitChange, { kind: 'ended' }>;

/**
 * The refund policy (ADR 016; worded for members in contracts `refundPolicy`): the expert declines or
 * cancels, full refund; the patient cancels earlier than the minimum notice before the start, full refund;
 * later, the escrow's late share refunded and the rest released to the expert less the fee.
 */
export function refundOf(change: Ended, escrow: EscrowRow, now: Date): { refund: number; memo: string } {
  const { appointment } = change;
  const held = escrow.amount - escrow.refundedAmount;
  const visit = `appointment #${appointment.id}`;
  if (change.how === 'rejected') return { refund: held, memo: `Refund: the expert declined ${visit}` };
  if (appointment.cancelledBy === 'expert')
    return { refund: held, memo: `Refund: the expert cancelled ${visit}` };
  const noticeEnds = appointment.startsAt.getTime() - appointment.minNoticeHours * HOUR_MS;
  if (now.getTime() < noticeEnds) return { refund: held, memo: `Refund: cancelled in good time, ${visit}` };
  return {
    refund: percentOf(held, escrow.lateRefundPercent),
    memo: `Refund of ${escrow.lateRefundPercent}%: late cancellation, ${visit}`,
  };
}

async function refundByPolicy(tx: VisitTx, change: Ended, escrow: EscrowRow): Promise<void> {
  const settlement = refundOf(change, escrow, tx.clock.now());
  const settled = await settleEscrow(tx, escrow.id, settlement);
  const visit = await findPaymentVisit(tx.db, change.appointment.id);
  if (!visit) return;
  const moved = { refund: settled.refundedAmount, earned: settled.releasedAmount };
  for (const notice of refundNotices(visit, settled, moved)) await tx.notifications.notify(notice, tx.db);
}

/**
 * What a change of a paid visit means for its escrow, in the change's own transaction: a declined or
 * cancelled visit is refunded by the policy; a completed one gets its release time (completion plus the
 * dispute window) and a job queued for then; a moved one's escrow follows it to the successor, so nothing
 * more is charged. A free visit has no escrow and nothing happens.
 */
export async function escrowOnChange(tx: VisitTx, change: VisitChange): Promise<void> {
  if (change.kind === 'confirmed') return;
  const visitId = change.kind === 'moved' ? change.from.id : change.appointment.id;
  const escrow = await escrowOfAppointment(tx, visitId);
  if (!escrow || escrow.status !== 'held') return;
  if (change.kind === 'moved') {
    await changeEscrow(tx, escrow.id, { appointmentId: change.to.id });
    return;
  }
  if (change.how !== 'completed') return refundByPolicy(tx, change, escrow);
  const completedAt = change.appointment.completedAt ?? tx.clock.now();
  const releaseAfter = new Date(completedAt.getTime() + tx.config.payments.disputeWindowMinutes * MINUTE_MS);
  await changeEscrow(tx, escrow.id, { releaseAfter });
  await queueRelease(tx, escrow.id, releaseAfter);
}
