import {
  JOIN_OPENS_MINUTES_BEFORE,
  type AppointmentParty,
  type NotificationNotice,
  type VisitReminderKind,
} from '@fertilia/contracts';
import type { AppointmentView, PartyRow } from './appointment-repo';
import { partyName, wordedTimes } from './appointment-dto';
import { visitPath } from './calendar-event';

/*
 * What each change of an appointment tells the other party (ADR 012), worded for the recipient: the other
 * party by name and the visit's date and time in the recipient's own zone. A reason is never in the text:
 * it may be about health and a notification is also mailed; the appointment itself shows it.
 */

const LINK = '/appointments';

type Worded = { recipient: PartyRow; other: string; when: string };

const otherSide = (side: AppointmentParty): AppointmentParty => (side === 'patient' ? 'expert' : 'patient');

/** The recipient on `side`, the other party's name, and "Tue 1 Dec 2026, 09:00 – 09:30" in her zone. */
function wordFor(view: AppointmentView, side: AppointmentParty): Worded {
  const recipient = side === 'patient' ? view.patient : view.expert;
  const { date_formatted, time_range } = wordedTimes(
    view.appointment.startsAt,
    view.appointment.endsAt,
    recipient.timeZone ?? 'UTC',
  );
  return {
    recipient,
    other: partyName(side === 'patient' ? view.expert : view.patient),
    when: `${date_formatted}, ${time_range}`,
  };
}

/**
 * `calendarMail`: the change also sends the recipient a calendar invitation or cancellation by mail
 * (calendar-changes.ts), so the batched summary mail leaves this notice out.
 */
const notice = (
  recipient: PartyRow,
  title: string,
  message: string,
  calendarMail = false,
): NotificationNotice => ({
  userId: recipient.id,
  type: 'appointment_update',
  title,
  message,
  link: LINK,
  ...(calendarMail && { mailedSeparately: true }),
});

/** To the expert: a patient asks for a visit. */
export function bookedNotice(view: AppointmentView): NotificationNotice {
  const { recipient, other, when } = wordFor(view, 'expert');
  return notice(
    recipient,
    'New appointment request',
    `${other} booked a consultation on ${when}. Please accept or decline it.`,
  );
}

/** To the patient: the expert accepted or declined her request. */
export function answeredNotice(view: AppointmentView, accepted: boolean): NotificationNotice {
  const { recipient, other, when } = wordFor(view, 'patient');
  return accepted
    ? notice(recipient, 'Appointment confirmed', `${other} confirmed your consultation on ${when}.`, true)
    : notice(
        recipient,
        'Appointment declined',
        `${other} declined your consultation on ${when}. Open your appointments to read why and book another time.`,
      );
}

/** To the party who did not cancel. */
export function cancelledNotice(view: AppointmentView, by: AppointmentParty): NotificationNotice {
  const { recipient, other, when } = wordFor(view, otherSide(by));
  // Only a visit that was confirmed is in calendars (confirmedAt stays set once it was).
  const wasConfirmed = view.appointment.confirmedAt !== null;
  return notice(
    recipient,
    'Appointment cancelled',
    `${other} cancelled the consultation on ${when}.`,
    wasConfirmed,
  );
}

/**
 * To the party who did not move it, naming both times. Moved by the patient, the new time waits for the
 * expert's answer; moved by the expert, it is confirmed.
 */
export function rescheduledNotice(
  before: AppointmentView,
  after: AppointmentView,
  by: AppointmentParty,
): NotificationNotice {
  const to = otherSide(by);
  const { when: was } = wordFor(before, to);
  const { recipient, other, when } = wordFor(after, to);
  const next = by === 'patient' ? ' Please accept or decline the new time.' : '';
  // A confirmed visit moved (its event updated or withdrawn), or a request moved and confirmed at once.
  const calendarMail = before.appointment.status === 'confirmed' || after.appointment.status === 'confirmed';
  return notice(
    recipient,
    'Appointment moved',
    `${other} moved the consultation on ${was} to ${when}.${next}`,
    calendarMail,
  );
}

/** To the patient: the visit took place; she may now review it. */
export function completedNotice(view: AppointmentView): NotificationNotice {
  const { recipient, other, when } = wordFor(view, 'patient');
  return notice(
    recipient,
    'How was your consultation?',
    `${other} marked your consultation on ${when} as completed. You can now leave a review.`,
  );
}

const REMINDER_TITLES: Record<VisitReminderKind, string> = {
  day: 'Upcoming consultation',
  hour: 'Your consultation starts soon',
};

/**
 * To one party, 24 hours or 1 hour before a confirmed visit: the other party and the time in her own zone.
 * Its mail is the reminder's calendar mail (visit-reminders.ts), not the summary.
 */
export function reminderNotice(
  view: AppointmentView,
  side: AppointmentParty,
  kind: VisitReminderKind,
): NotificationNotice {
  const { recipient, other, when } = wordFor(view, side);
  return {
    userId: recipient.id,
    type: 'appointment_reminder',
    title: REMINDER_TITLES[kind],
    message: `Your consultation with ${other} is on ${when} (${recipient.timeZone ?? 'UTC'}). The visit opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`,
    link: visitPath(view.appointment.id),
    mailedSeparately: true,
  };
}
