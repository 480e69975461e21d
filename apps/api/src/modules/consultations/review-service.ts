import {
  CONSULTATION_MESSAGES as M,
  conflict,
  invalidField,
  notFound,
  type Review,
  type ReviewCreate,
} from '@fertilia/contracts';
import type { AppointmentReviewRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { partyName } from './appointment-dto';
import { viewOfParty } from './care-party';
import { noticeReview } from './care-notices';
import { REVIEW_PER_APPOINTMENT_INDEX, findReviewOf, insertReview } from './review-repo';

const toReview = (row: AppointmentReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** The review of a visit, for either party; 404 when there is none yet (the web shows no toast for it). */
export async function reviewOf(ctx: MemberContext, appointmentId: number): Promise<Review> {
  await viewOfParty(ctx, { appointmentId, userId: ctx.actor.id });
  const row = await findReviewOf(ctx.db, appointmentId);
  if (!row) throw notFound(M.reviewNotFound);
  return toReview(row);
}

/**
 * The patient of a completed visit rates it, once. "Once" is the unique index's to decide, not a read
 * before the insert, so two submissions at the same moment still leave one review; the expert is told.
 */
export async function createReview(
  ctx: MemberContext,
  { appointmentId, review }: { appointmentId: number; review: ReviewCreate },
): Promise<Review> {
  // Spec 02 §7 sends the id in the body too; one that names another visit is a client bug, not a review.
  if (review.appointment_id !== undefined && review.appointment_id !== appointmentId)
    throw invalidField('body', 'appointment_id', M.reviewAppointmentMismatch);
  return inTransaction(ctx, async (tx) => {
    const view = await viewOfParty(tx, { appointmentId, userId: tx.actor.id, side: 'patient' });
    const { appointment } = view;
    if (appointment.status !== 'completed') throw conflict(M.reviewNotCompleted);
    let row: AppointmentReviewRow;
    try {
      row = await insertReview(tx.db, {
        appointmentId,
        patientId: appointment.patientId,
        expertId: appointment.expertId,
        rating: review.rating,
        comment: review.comment ?? null,
        createdAt: tx.clock.now(),
      });
    } catch (error) {
      if (uniqueViolation(error) === REVIEW_PER_APPOINTMENT_INDEX) throw conflict(M.reviewExists);
      throw error;
    }
    await recordAudit(tx, {
      action: 'consultation.reviewed',
      targetUserId: appointment.expertId,
      details: { appointment_id: appointmentId },
    });
    await noticeReview(tx, { appointment, patientName: partyName(view.patient), rating: row.rating });
    return toReview(row);
  });
}
