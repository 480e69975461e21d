import { VISIT_PAYMENT_MESSAGES as P, notFound, type VisitPayment } from '@fertilia/contracts';
import { can, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { toVisitPayment, type PaymentViewer } from './payment-detail-dto';
import { findDisputeOfEscrow, findEscrowEntryLines, findPaymentVisit } from './visit-payment-repo';

/**
 * One appointment's payment (ADR 016) for its patient, its expert, or finance staff (finance and admins; the
 * view is audited). Anyone else, and a free visit, get 404: never a hint of someone else's money.
 */
export async function visitPayment(ctx: MemberContext, appointmentId: number): Promise<VisitPayment> {
  const visit = await findPaymentVisit(ctx.db, appointmentId);
  const actorId = ctx.actor.id;
  const viewer: PaymentViewer | null = !visit
    ? null
    : visit.appointment.patientId === actorId
      ? 'patient'
      : visit.appointment.expertId === actorId
        ? 'expert'
        : can(ctx.actor, 'finance')
          ? 'finance'
          : null;
  if (!visit || !viewer) throw notFound(P.noPayment);
  const { escrow } = visit;
  if (!escrow) throw notFound(P.noPayment);
  const [lines, dispute] = await Promise.all([
    findEscrowEntryLines(ctx.db, escrow.id),
    findDisputeOfEscrow(ctx.db, escrow.id),
  ]);
  if (viewer === 'finance')
    await recordAudit(ctx, {
      action: 'payments.visit_payment_viewed',
      targetUserId: visit.appointment.patientId,
      details: { appointment_id: appointmentId, escrow_id: escrow.id },
    });
  return toVisitPayment({
    visit: { ...visit, escrow },
    viewer,
    timeZone: ctx.actor.user.timeZone ?? 'UTC',
    lines,
    dispute,
    now: ctx.clock.now(),
  });
}
