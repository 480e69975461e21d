import {
  CONSULTATION_MESSAGES as M,
  DEFAULT_MIN_NOTICE_HOURS,
  conflict,
  notFound,
  type Appointment,
  type AppointmentStatus,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { AppointmentRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { foreignKeyViolation, uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { payForVisit } from '../escrow/visit-payment-service';
import { bookedNotice } from './appointment-notices';
import { findAppointmentView, insertAppointment } from './appointment-repo';
import { answerFor } from './appointment-service';
import { findBookableSlot } from './booking-repo';

/*
 * Booking (ADR 012): the partial unique index appointments_live_slot_uq lets one live appointment hold a
 * slot, so two patients racing for it are ordered by the database and the loser's insert fails. The reads
 * here only check the slot is one a patient may ask for; they are not the guard against double booking.
 */

const LIVE_SLOT_INDEX = 'appointments_live_slot_uq';
const HOUR_MS = 3_600_000;

type Tx = MemberContext & { db: Transaction };

/**
 * Runs a booking or a reschedule in one transaction; the loser of a race for the slot gets 409 slotTaken
 * and, the transaction being rolled back, leaves nothing behind.
 */
export async function holdingSlot<T>(ctx: MemberContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(ctx, work);
  } catch (error) {
    if (uniqueViolation(error) === LIVE_SLOT_INDEX) throw conflict(M.slotTaken);
    // The expert removed the slot while it was being booked: her delete committed first.
    if (foreignKeyViolation(error) !== undefined) throw notFound(M.slotNotFound);
    throw error;
  }
}

export type NewHold = {
  patientId: number;
  status: AppointmentStatus;
  notes: string | null;
  rescheduledFromId?: number;
  /** A move keeps the expert: a slot of anyone else is refused. */
  expertId?: number;
  /**
   * A patient may hold only a listed expert's slot outside her minimum notice; the expert moving her own
   * visit may use any future slot of hers.
   */
  byPatient: boolean;
  /** A move keeps the price she paid (its escrow follows it); a new booking takes the expert's price now. */
  priceMinor?: number;
};

/**
 * Inserts a live appointment on the slot, after checking it is bookable: a listed expert's (else 404), not
 * begun, not inside her minimum notice, not one's own (for a patient; see NewHold.byPatient). Times and notice are copied from the slot and the
 * schedule, so the record stays whole if either changes later.
 */
export async function insertHold(tx: Tx, slotId: number, hold: NewHold): Promise<AppointmentRow> {
  const found = await findBookableSlot(tx.db, slotId);
  if (!found || (hold.byPatient && !found.expertListed)) throw notFound(M.slotNotFound);
  const { slot } = found;
  if (hold.expertId !== undefined && slot.expertId !== hold.expertId) throw conflict(M.otherExpertSlot);
  if (slot.expertId === hold.patientId) throw conflict(M.ownAppointment);
  const now = tx.clock.now();
  const noticeHours = found.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS;
  if (slot.startsAt.getTime() <= now.getTime()) throw conflict(M.slotInPast);
  if (hold.byPatient && slot.startsAt.getTime() < now.getTime() + noticeHours * HOUR_MS)
    throw conflict(M.slotTooSoon(noticeHours));
  return insertAppointment(tx.db, {
    patientId: hold.patientId,
    expertId: slot.expertId,
    slotId: slot.id,
    status: hold.status,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    minNoticeHours: noticeHours,
    priceMinor: hold.priceMinor ?? found.priceMinor ?? 0,
    notes: hold.notes,
    rescheduledFromId: hold.rescheduledFromId ?? null,
    confirmedAt: hold.status === 'confirmed' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * A patient asks for a free slot: a pending appointment the expert is told of, in one transaction. A paid
 * visit is paid from her wallet into its escrow in the same transaction (ADR 016): `keyed` says the request
 * runs under an Idempotency-Key, which a paid booking requires (422 without); a short balance is a 409 and
 * books nothing.
 */
export async function bookSlot(
  ctx: MemberContext,
  input: { slotId: number; notes?: string | null; keyed?: boolean },
): Promise<Appointment> {
  return holdingSlot(ctx, async (tx) => {
    const row = await insertHold(tx, input.slotId, {
      patientId: tx.actor.id,
      status: 'pending',
      notes: input.notes ?? null,
      byPatient: true,
    });
    await payForVisit(tx, { appointment: row, keyed: input.keyed === true });
    const view = (await findAppointmentView(tx.db, row.id))!;
    await tx.notifications.notify(bookedNotice(view), tx.db);
    await recordAudit(tx, {
      action: 'consultation.booked',
      targetUserId: row.expertId,
      details: { appointment_id: row.id },
    });
    return answerFor(tx, view);
  });
}
