import {
  CONSULTATION_MESSAGES as M,
  conflict,
  isLive,
  notFound,
  type Appointment,
  type AppointmentList,
  type AppointmentScope,
  type AppointmentStatus,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { toAppointment, viewerOf } from './appointment-dto';

/** How an appointment's parties and times are worded, for the modules that show a visit (its payment). */
export { partyName, wordedTimes } from './appointment-dto';
import { viewOfParty } from './care-party';
import {
  findAppointmentPage,
  findAppointmentView,
  lockAppointment,
  updateAppointment,
  type AppointmentView,
} from './appointment-repo';

/*
 * Reading one's appointments and the one change that is not a transition: the patient's own words for the
 * expert. Every read and change is a party's only: anyone else is told the appointment does not exist.
 */

/** The appointment answer for the caller, dates in her zone, with the actions she may take now. */
export const answerFor = (ctx: MemberContext, view: AppointmentView): Appointment =>
  toAppointment(view, viewerOf(ctx.actor.user), ctx.clock.now(), ctx.config.payments.currency);

/**
 * The appointment with its parties, review and note flags, if the caller is one of its parties; 404
 * 'Appointment not found' to anyone else, so an id reveals nothing. For the review and notes services too.
 */
export const viewForParty = (ctx: MemberContext, id: number): Promise<AppointmentView> =>
  viewOfParty(ctx, { appointmentId: id, userId: ctx.actor.id });

export const getAppointment = async (ctx: MemberContext, id: number): Promise<Appointment> =>
  answerFor(ctx, await viewForParty(ctx, id));

export type AppointmentListInput = {
  scope: AppointmentScope;
  status?: AppointmentStatus;
  skip: number;
  limit: number;
};

/** The caller's appointments, as patient or as expert, in one scope of /appointments. */
export async function listAppointments(
  ctx: MemberContext,
  input: AppointmentListInput,
): Promise<AppointmentList> {
  const { views, count } = await findAppointmentPage(
    ctx.db,
    { partyId: ctx.actor.id, scope: input.scope, status: input.status, now: ctx.clock.now() },
    { skip: input.skip, limit: input.limit },
  );
  return {
    results: views.map((view) => answerFor(ctx, view)),
    count,
    skip: input.skip,
    limit: input.limit,
  };
}

/**
 * The patient changes what she wrote for the expert while the visit is live and ahead: once it has begun
 * or ended, what the expert read before it stays as it was.
 */
export async function patchAppointment(
  ctx: MemberContext,
  { id, notes }: { id: number; notes?: string | null },
): Promise<Appointment> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockAppointment(tx.db, id);
    if (!row || row.patientId !== tx.actor.id) throw notFound(M.appointmentNotFound);
    const now = tx.clock.now();
    if (!isLive(row.status) || row.startsAt.getTime() <= now.getTime()) throw conflict(M.bookingNoteLocked);
    if (notes !== undefined) await updateAppointment(tx.db, id, { notes, updatedAt: now });
    return answerFor(tx, (await findAppointmentView(tx.db, id))!);
  });
}
