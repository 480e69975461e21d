import {
  CONSULTATION_MESSAGES as M,
  conflict,
  notFound,
  refusalOf,
  statusAfter,
  type Appointment,
  type AppointmentAction,
  type AppointmentParty,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { AppointmentRow } from '../../db/schema';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { answeredNotice, cancelledNotice, completedNotice, rescheduledNotice } from './appointment-notices';
import {
  findAppointmentRow,
  findAppointmentView,
  lockAppointment,
  updateAppointment,
} from './appointment-repo';
import { answerFor } from './appointment-service';
import { holdingSlot, insertHold } from './booking-service';
import { visitChanged } from './visit-changes';

/*
 * Every change of an appointment's life (ADR 012) runs the same way: lock the row, make sure the caller is
 * a party (404 otherwise), ask appointment-lifecycle.ts whether this side may take this action now (409 with
 * its sentence otherwise), change, then notify and audit inside the same transaction.
 */

type Tx = MemberContext & { db: Transaction };
type Locked = { row: AppointmentRow; side: AppointmentParty; now: Date };

/** The appointment locked for this transaction, once the caller may take `action` on it. */
async function lockFor(tx: Tx, id: number, action: AppointmentAction): Promise<Locked> {
  const row = await lockAppointment(tx.db, id);
  if (!row || (row.patientId !== tx.actor.id && row.expertId !== tx.actor.id))
    throw notFound(M.appointmentNotFound);
  const side: AppointmentParty = row.expertId === tx.actor.id ? 'expert' : 'patient';
  const now = tx.clock.now();
  const refusal = refusalOf(
    action,
    side,
    {
      status: row.status,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      minNoticeMinutes: row.minNoticeHours * 60,
      paid: row.priceMinor > 0,
    },
    now,
  );
  if (refusal) throw conflict(refusal);
  return { row, side, now };
}

const viewOf = async (tx: Tx, id: number) => (await findAppointmentView(tx.db, id))!;
const rowOf = async (tx: Tx, id: number) => (await findAppointmentRow(tx.db, id))!;
const otherParty = (row: AppointmentRow, side: AppointmentParty) =>
  side === 'patient' ? row.expertId : row.patientId;

/** The expert confirms a request (accepted), or declines it with a reason that the patient will read. */
export async function answerAppointment(
  ctx: MemberContext,
  { id, accepted, reason }: { id: number; accepted: boolean; reason?: string | null },
): Promise<Appointment> {
  const action = accepted ? 'accept' : 'reject';
  return inTransaction(ctx, async (tx) => {
    const { row, now } = await lockFor(tx, id, action);
    await updateAppointment(tx.db, id, {
      status: statusAfter(action, row.status),
      ...(accepted ? { confirmedAt: now } : { statusReason: reason! }),
      updatedAt: now,
    });
    const view = await viewOf(tx, id);
    await tx.notifications.notify(answeredNotice(view, accepted), tx.db);
    const appointment = await rowOf(tx, id);
    await visitChanged(
      tx,
      accepted
        ? { kind: 'confirmed', appointment }
        : { kind: 'ended', appointment, was: row.status, how: 'rejected' },
    );
    await recordAudit(tx, {
      action: accepted ? 'consultation.accepted' : 'consultation.rejected',
      targetUserId: row.patientId,
      details: { appointment_id: id },
    });
    // Read again: the visit's follow-ups may have changed its payment (a refund, its release time).
    return answerFor(tx, await viewOf(tx, id));
  });
}

/** The reason the patient reads when her paid request was never answered (ADR 016). */
export const UNANSWERED_REASON =
  'The expert did not answer this request before its time, so it was declined and your payment refunded in full.';

/**
 * A paid request still pending when its time comes is declined on the expert's behalf, so its payment does
 * not stay in escrow for a visit that never happens: the refund policy refunds a decline in full. Run by
 * the escrow sweep (system context, no caller). Answers whether it declined.
 */
export async function declineUnansweredPaidRequest(ctx: Context, id: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockAppointment(tx.db, id);
    const now = tx.clock.now();
    if (!row || row.status !== 'pending' || row.priceMinor === 0 || row.startsAt > now) return false;
    await updateAppointment(tx.db, id, {
      status: 'rejected',
      statusReason: UNANSWERED_REASON,
      updatedAt: now,
    });
    const view = (await findAppointmentView(tx.db, id))!;
    await tx.notifications.notify(answeredNotice(view, false), tx.db);
    await visitChanged(tx, {
      kind: 'ended',
      appointment: (await findAppointmentRow(tx.db, id))!,
      was: row.status,
      how: 'rejected',
    });
    await recordAudit(tx, {
      action: 'consultation.rejected',
      actorId: null,
      targetUserId: row.patientId,
      details: { appointment_id: id, unanswered: true },
    });
    return true;
  });
}

/** Either party cancels with a reason (a patient only until the minimum notice); the slot is free again. */
export async function cancelAppointment(
  ctx: MemberContext,
  { id, reason }: { id: number; reason: string },
): Promise<Appointment> {
  return inTransaction(ctx, async (tx) => {
    const { row, side, now } = await lockFor(tx, id, 'cancel');
    await updateAppointment(tx.db, id, {
      status: statusAfter('cancel', row.status),
      statusReason: reason,
      cancelledBy: side,
      updatedAt: now,
    });
    const view = await viewOf(tx, id);
    await tx.notifications.notify(cancelledNotice(view, side), tx.db);
    await visitChanged(tx, {
      kind: 'ended',
      appointment: await rowOf(tx, id),
      was: row.status,
      how: 'cancelled',
    });
    await recordAudit(tx, {
      action: 'consultation.cancelled',
      targetUserId: otherParty(row, side),
      details: { appointment_id: id },
    });
    // Read again: the visit's follow-ups may have changed its payment (a refund, its release time).
    return answerFor(tx, await viewOf(tx, id));
  });
}

/**
 * Moves a visit to another slot of the same expert: the old appointment ends as `rescheduled` (freeing its
 * slot) and a successor holds the new one, linked both ways. Moved by the patient, the expert must agree
 * again (pending); moved by the expert, it stays confirmed. Answers the successor.
 */
export async function rescheduleAppointment(
  ctx: MemberContext,
  { id, newSlotId, reason }: { id: number; newSlotId: number; reason: string },
): Promise<Appointment> {
  return holdingSlot(ctx, async (tx) => {
    const { row, side, now } = await lockFor(tx, id, 'reschedule');
    if (row.slotId === newSlotId) throw conflict(M.sameSlot);
    const before = await viewOf(tx, id);
    // The old appointment ends first, so its slot is no longer held when the index checks the new one.
    await updateAppointment(tx.db, id, {
      status: statusAfter('reschedule', row.status),
      statusReason: reason,
      cancelledBy: side,
      updatedAt: now,
    });
    const successor = await insertHold(tx, newSlotId, {
      patientId: row.patientId,
      status: side === 'patient' ? 'pending' : 'confirmed',
      notes: row.notes,
      rescheduledFromId: id,
      expertId: row.expertId,
      priceMinor: row.priceMinor,
      byPatient: side === 'patient',
    });
    await updateAppointment(tx.db, id, { rescheduledToId: successor.id });
    const after = await viewOf(tx, successor.id);
    await tx.notifications.notify(rescheduledNotice(before, after, side), tx.db);
    await visitChanged(tx, {
      kind: 'moved',
      from: await rowOf(tx, id),
      to: await rowOf(tx, successor.id),
      was: row.status,
    });
    await recordAudit(tx, {
      action: 'consultation.rescheduled',
      targetUserId: otherParty(row, side),
      details: { appointment_id: id, rescheduled_to_id: successor.id },
    });
    // Read again: the visit's follow-ups may have carried something over to the successor (its Zoom meeting).
    return answerFor(tx, await viewOf(tx, successor.id));
  });
}

/** The expert marks a confirmed visit as having taken place (from its start on); the patient may review it. */
export async function completeAppointment(ctx: MemberContext, id: number): Promise<Appointment> {
  return inTransaction(ctx, async (tx) => {
    const { row, now } = await lockFor(tx, id, 'complete');
    await updateAppointment(tx.db, id, {
      status: statusAfter('complete', row.status),
      completedAt: now,
      updatedAt: now,
    });
    const view = await viewOf(tx, id);
    await tx.notifications.notify(completedNotice(view), tx.db);
    await visitChanged(tx, {
      kind: 'ended',
      appointment: await rowOf(tx, id),
      was: row.status,
      how: 'completed',
    });
    await recordAudit(tx, {
      action: 'consultation.completed',
      targetUserId: row.patientId,
      details: { appointment_id: id },
    });
    // Read again: the visit's follow-ups may have changed its payment (a refund, its release time).
    return answerFor(tx, await viewOf(tx, id));
  });
}

/** Records the first time each party joins the visit; joining again changes nothing. */
export async function joinAppointment(ctx: MemberContext, id: number): Promise<Appointment> {
  return inTransaction(ctx, async (tx) => {
    const { row, side, now } = await lockFor(tx, id, 'join');
    if (side === 'patient' && !row.patientJoinedAt)
      await updateAppointment(tx.db, id, { patientJoinedAt: now });
    if (side === 'expert' && !row.expertJoinedAt) await updateAppointment(tx.db, id, { expertJoinedAt: now });
    return answerFor(tx, await viewOf(tx, id));
  });
}
