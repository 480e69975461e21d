import type { AppointmentParty, NotificationNotice } from '@fertilia/contracts';
import type { AppointmentView, PartyRow } from './appointment-repo';
import { partyName, wordedTimes } from './appointment-dto';

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

const notice = (recipient: PartyRow, title: string, message: string): NotificationNotice => ({
  userId: recipient.id,
  type: 'appointment_update',
  title,
  message,
  link: LINK,
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
    ? notice(recipient, 'Appointment confirmed', `${other} confirmed your consultation on ${when}.`)
    : notice(
        recipient,
        'Appointment declined',
        `${other} declined your consultation on ${when}. Open your appointments to read why and book another time.`,
      );
}

/** To the party who did not cancel. */
export function cancelledNotice(view: AppointmentView, by: AppointmentParty): NotificationNotice {
  const { recipient, other, when } = wordFor(view, otherSide(by));
  return notice(recipient, 'Appointment cancelled', `${other} cancelled the consultation on ${when}.`);
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
  return notice(
    recipient,
    'Appointment moved',
    `${other} moved the consultation on ${was} to ${when}.${next}`,
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
