import {
  JOIN_OPENS_MINUTES_BEFORE,
  type AppointmentParty,
  type AppointmentStatus,
} from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { sendMemberMail } from '../notifications/email-service';
import { partyName, wordedTimes } from './appointment-dto';
import { findAppointmentRow, findAppointmentView, type AppointmentView } from './appointment-repo';
import type { CalendarMailJob, CalendarMailReason } from './calendar-changes';
import { visitCalendar, visitPageUrl, type CalendarMethod } from './calendar-event';
import { emailsOf } from './calendar-repo';

/*
 * The job that mails one party one version of a visit's calendar event (ADR 014). It reads the appointment
 * as it is when it runs: a mail whose SEQUENCE a later change has passed, or whose visit is no longer in the
 * state it announced, is dropped (the later change queued its own). Sending the same version again, after a
 * run that died before it was marked done, is harmless: calendars keep one event per UID and SEQUENCE.
 */

/** The statuses in which each kind of mail still tells the truth. */
const STILL_TRUE: Record<CalendarMethod, readonly AppointmentStatus[]> = {
  REQUEST: ['confirmed'],
  CANCEL: ['cancelled', 'rescheduled'],
};

const isReminder = (reason: CalendarMailReason) => reason === 'day_reminder' || reason === 'hour_reminder';

type Wording = { subject: string; lines: string[] };

function wordingOf(
  job: CalendarMailJob,
  view: AppointmentView,
  side: AppointmentParty,
  when: (start: Date, end: Date) => string,
  successor: { startsAt: Date; endsAt: Date } | undefined,
): Wording {
  const a = view.appointment;
  const other = partyName(side === 'patient' ? view.expert : view.patient);
  const at = when(a.startsAt, a.endsAt);
  const join = `The visit opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`;
  switch (job.reason) {
    case 'confirmed':
      return {
        subject: `Consultation confirmed: ${other}, ${at}`,
        lines: [`Your consultation with ${other} on ${at} is confirmed.`, join],
      };
    case 'moved':
      return {
        subject: `Consultation moved: ${other}, ${at}`,
        lines: [
          `Your consultation with ${other} is now on ${at}. Your calendar's event moves with it.`,
          join,
        ],
      };
    case 'moved_pending': {
      const next = successor ? ` to ${when(successor.startsAt, successor.endsAt)}` : '';
      return {
        subject: `Consultation moved: ${other}, new time to be confirmed`,
        lines: [
          side === 'expert'
            ? `${other} asked to move the consultation on ${at}${next}. Please accept or decline the new time.`
            : `You asked to move your consultation with ${other} on ${at}${next}.`,
          'The old time leaves your calendar; the new one is sent as soon as it is confirmed.',
        ],
      };
    }
    case 'cancelled':
      return {
        subject: `Consultation cancelled: ${other}, ${at}`,
        lines: [
          a.cancelledBy === side
            ? `You cancelled the consultation with ${other} on ${at}.`
            : `${other} cancelled the consultation on ${at}.`,
          'It is removed from your calendar.',
        ],
      };
    case 'day_reminder':
    case 'hour_reminder':
      return {
        subject: `Reminder: consultation with ${other}, ${at}`,
        lines: [`Your consultation with ${other} is on ${at}.`, join],
      };
  }
}

/** Sends one calendar mail of a visit to one party, if it still tells the truth and her settings allow. */
export async function sendCalendarMail(ctx: Context, job: CalendarMailJob): Promise<void> {
  const view = await findAppointmentView(ctx.db, job.appointmentId);
  if (!view) return;
  const a = view.appointment;
  if (!a.calendarUid || a.calendarSequence !== job.sequence || !STILL_TRUE[job.method].includes(a.status))
    return;
  const side: AppointmentParty | null =
    a.patientId === job.recipientId ? 'patient' : a.expertId === job.recipientId ? 'expert' : null;
  if (!side) return;
  const recipient = side === 'patient' ? view.patient : view.expert;
  const otherParty = side === 'patient' ? view.expert : view.patient;
  const zone = recipient.timeZone ?? 'UTC';
  const when = (start: Date, end: Date) => {
    const { date_formatted, time_range } = wordedTimes(start, end, zone);
    return `${date_formatted}, ${time_range} (${zone})`;
  };
  const successor =
    job.reason === 'moved_pending' && a.rescheduledToId
      ? await findAppointmentRow(ctx.db, a.rescheduledToId)
      : undefined;
  const emails = await emailsOf(ctx.db, [a.patientId, a.expertId]);
  const ics = visitCalendar(ctx.config, {
    method: job.method,
    appointmentId: a.id,
    uid: a.calendarUid,
    sequence: a.calendarSequence,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    recipient: { name: partyName(recipient), email: emails.get(recipient.id) ?? '' },
    other: { name: partyName(otherParty), email: emails.get(otherParty.id) ?? '' },
    stamp: ctx.clock.now(),
  });
  const { subject, lines } = wordingOf(job, view, side, when, successor);
  const links = job.method === 'REQUEST' ? [`Join the video visit: ${visitPageUrl(ctx.config, a.id)}`] : [];
  await sendMemberMail(ctx, {
    userId: job.recipientId,
    type: isReminder(job.reason) ? 'appointment_reminder' : 'appointment_update',
    compose: (to) => ({
      to,
      subject: `Fertilia: ${subject}`,
      text: [
        'Hello,',
        '',
        ...lines,
        '',
        ...links,
        `Your appointments: ${ctx.config.publicUrl}/appointments`,
        '',
      ].join('\n'),
      icalEvent: {
        method: job.method,
        filename: job.method === 'REQUEST' ? 'invite.ics' : 'cancel.ics',
        content: ics,
      },
    }),
  });
}
