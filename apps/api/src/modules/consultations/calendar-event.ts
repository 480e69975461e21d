import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { JOIN_OPENS_MINUTES_BEFORE } from '@fertilia/contracts';
import type { AppConfig } from '../../config';

/*
 * The iCalendar text of a visit (ADR 014). One event per visit chain: a move keeps the UID and raises the
 * SEQUENCE, so the party's calendar updates the one event instead of adding another. The event carries
 * no health information: the title names the other party, the description links to the visit page.
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL';
export type CalendarParty = { name: string; email: string };

export type VisitEvent = {
  method: CalendarMethod;
  appointmentId: number;
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The party the event is worded for, and the other one, named in its title. */
  recipient: CalendarParty;
  other: CalendarParty;
  /** DTSTAMP: when this version of the event was made. */
  stamp: Date;
};

const PRODUCT_ID = { company: 'Fertilia', product: 'Consultations', language: 'EN' };

/** The UID a visit chain is known by in calendars: its first confirmed appointment's id at our host. */
export const calendarUidFor = (config: AppConfig, appointmentId: number) =>
  `fertilia-visit-${appointmentId}@${new URL(config.publicUrl).hostname}`;

/** The visit's page in the web app, where its built-in video room opens (ADR 014). */
export const visitPath = (appointmentId: number) => `/appointments/${appointmentId}/visit`;
export const visitPageUrl = (config: AppConfig, appointmentId: number) =>
  `${config.publicUrl}${visitPath(appointmentId)}`;

/** "Fertilia <no-reply@fertilia.local>" → its name and address; a bare address is named Fertilia. */
export function mailFromParty(mailFrom: string): CalendarParty {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (named) return { name: named[1]!.trim() || 'Fertilia', email: named[2]!.trim() };
  return { name: 'Fertilia', email: mailFrom.trim() };
}

export const visitSummary = (other: CalendarParty) => `Fertilia consultation with ${other.name}`;

function descriptionOf(config: AppConfig, event: VisitEvent): string {
  const appointments = `${config.publicUrl}/appointments`;
  return event.method === 'CANCEL'
    ? [
        `This consultation with ${event.other.name} was cancelled or moved.`,
        `Your appointments: ${appointments}`,
      ].join('\n')
    : [
        `Your consultation with ${event.other.name} on Fertilia.`,
        `Join the video visit (open from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start): ${visitPageUrl(config, event.appointmentId)}`,
        `Change or cancel it in your appointments: ${appointments}`,
      ].join('\n');
}

/** The invitation (REQUEST) or its withdrawal (CANCEL), as the text of an .ics file. Times are in UTC. */
export function visitCalendar(config: AppConfig, event: VisitEvent): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: event.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const organizer = mailFromParty(config.mailFrom);
  const attendee = (party: CalendarParty) => ({
    name: party.name,
    email: party.email,
    role: ICalAttendeeRole.REQ,
    // Both agreed to the visit in Fertilia: nothing to answer, and answers would go to a no-reply address.
    status: event.method === 'REQUEST' ? ICalAttendeeStatus.ACCEPTED : null,
    rsvp: false,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.startsAt,
    end: event.endsAt,
    summary: visitSummary(event.other),
    description: descriptionOf(config, event),
    url:
      event.method === 'REQUEST'
        ? visitPageUrl(config, event.appointmentId)
        : `${config.publicUrl}/appointments`,
    organizer,
    // Only the recipient: members never see each other's e-mail address in Fertilia, nor in an invitation.
    attendees: [attendee(event.recipient)],
    status: event.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}
