import { CALENDAR_MESSAGES, CONSULTATION_MESSAGES as M, conflict, notFound } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { partyName } from './appointment-dto';
import { findAppointmentView } from './appointment-repo';
import { calendarUidFor, visitCalendar, type CalendarMethod } from './calendar-event';
import { emailsOf, ensureCalendarUid } from './calendar-repo';

/**
 * "Add to calendar" (ADR 014): the caller's visit as the same event its mails carry, worded for her. A
 * confirmed (or completed) visit is a REQUEST; a confirmed one since cancelled, its CANCEL. A visit never
 * confirmed is in no calendar, and a moved one's event belongs to its successor: both answer 409.
 */
export async function visitCalendarFile(ctx: MemberContext, id: number): Promise<string> {
  const view = await findAppointmentView(ctx.db, id);
  const me = ctx.actor.id;
  if (!view || (view.appointment.patientId !== me && view.appointment.expertId !== me))
    throw notFound(M.appointmentNotFound);
  const a = view.appointment;
  const method: CalendarMethod | null =
    a.status === 'confirmed' || a.status === 'completed'
      ? 'REQUEST'
      : a.status === 'cancelled' && a.confirmedAt
        ? 'CANCEL'
        : null;
  if (!method) throw conflict(CALENDAR_MESSAGES.notInCalendar);
  const uid = a.calendarUid ?? (await ensureCalendarUid(ctx.db, a.id, calendarUidFor(ctx.config, a.id)));
  const [mine, theirs] = a.patientId === me ? [view.patient, view.expert] : [view.expert, view.patient];
  const emails = await emailsOf(ctx.db, [a.patientId, a.expertId]);
  return visitCalendar(ctx.config, {
    method,
    appointmentId: a.id,
    uid,
    sequence: a.calendarSequence,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    recipient: { name: partyName(mine), email: emails.get(mine.id) ?? '' },
    other: { name: partyName(theirs), email: emails.get(theirs.id) ?? '' },
    stamp: ctx.clock.now(),
  });
}
