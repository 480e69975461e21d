import { CONSULTATION_MESSAGES, notFound, type AppointmentParty } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { findAppointmentView, type AppointmentView } from './appointment-repo';

/**
 * The appointment as its party `userId` sees it; with `side`, only when she is on that side. Anyone else
 * gets the same 404 as for an id that does not exist, so a stranger learns nothing of the visit.
 */
export async function viewOfParty(
  ctx: Context,
  { appointmentId, userId, side }: { appointmentId: number; userId: number; side?: AppointmentParty },
): Promise<AppointmentView & { side: AppointmentParty }> {
  const view = await findAppointmentView(ctx.db, appointmentId);
  const mine =
    view?.appointment.patientId === userId
      ? 'patient'
      : view?.appointment.expertId === userId
        ? 'expert'
        : null;
  if (!view || !mine || (side && side !== mine)) throw notFound(CONSULTATION_MESSAGES.appointmentNotFound);
  return { ...view, side: mine };
}
