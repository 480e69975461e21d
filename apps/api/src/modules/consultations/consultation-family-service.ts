import { CONSULTATION_MESSAGES as M, notFound, type Appointment } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { listAppointments, viewForParty, type AppointmentListInput } from './appointment-service';
import { findSlotIdAt } from './booking-repo';
import { bookSlot } from './booking-service';
import { cancelAppointment, rescheduleAppointment } from './lifecycle-service';

/*
 * The /api/consultations/ family of spec 02 §7 (ADR 012): a consultation is an appointment named by its
 * expert and start instant instead of a slot id. Each call finds the slot and hands over to the one service
 * function of its action, so the two families can never disagree.
 */

const slotAt = async (ctx: MemberContext, expertId: number, at: string): Promise<number> => {
  const slotId = await findSlotIdAt(ctx.db, expertId, new Date(at));
  if (slotId === undefined) throw notFound(M.noSlotAtTime);
  return slotId;
};

export async function listConsultations(
  ctx: MemberContext,
  input: AppointmentListInput,
): Promise<{ results: Appointment[]; count: number }> {
  const { results, count } = await listAppointments(ctx, input);
  return { results, count };
}

/** Books the expert's slot that starts at exactly `date_time`. */
export async function createConsultation(
  ctx: MemberContext,
  input: { expertId: number; dateTime: string; notes?: string | null; keyed?: boolean },
): Promise<Appointment> {
  const slotId = await slotAt(ctx, input.expertId, input.dateTime);
  return bookSlot(ctx, { slotId, notes: input.notes, keyed: input.keyed });
}

export const cancelConsultation = cancelAppointment;

/** Moves the consultation to the same expert's slot that starts at exactly `new_date_time`. */
export async function rescheduleConsultation(
  ctx: MemberContext,
  input: { id: number; newDateTime: string; reason: string },
): Promise<Appointment> {
  const { appointment } = await viewForParty(ctx, input.id);
  const newSlotId = await slotAt(ctx, appointment.expertId, input.newDateTime);
  return rescheduleAppointment(ctx, { id: input.id, newSlotId, reason: input.reason });
}
