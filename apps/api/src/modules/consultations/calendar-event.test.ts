import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { parseVisitCalendar } from './appointment-test-helpers';
import { calendarUidFor, mailFromParty, visitCalendar, type VisitEvent } from './calendar-event';

const config = {
  ...testConfig({
    PUBLIC_URL: 'https://care.fertilia.example',
    MAIL_FROM: 'Fertilia Care <hello@fertilia.example>',
  }),
};

const event: VisitEvent = {
  method: 'REQUEST',
  appointmentId: 42,
  uid: calendarUidFor(config, 42),
  sequence: 0,
  startsAt: new Date('2026-12-02T09:00:00Z'),
  endsAt: new Date('2026-12-02T09:30:00Z'),
  recipient: { name: 'Pat Patient', email: 'pat@example.org' },
  other: { name: 'Eva Expert', email: 'eva@example.org' },
  stamp: new Date('2026-12-01T08:00:00Z'),
};

describe('the calendar event of a visit, parsed back with ical.js', () => {
  it('is an invitation (REQUEST) with every field calendars read, in UTC, and no health information', () => {
    const text = visitCalendar(config, event);
    const parsed = parseVisitCalendar(text);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      prodId: '-//Fertilia//Consultations//EN',
      uid: 'fertilia-visit-42@care.fertilia.example',
      sequence: 0,
      stamp: event.stamp,
      start: event.startsAt,
      end: event.endsAt,
      startIsUtc: true,
      summary: 'Fertilia consultation with Eva Expert',
      url: 'https://care.fertilia.example/appointments/42/visit',
      status: 'CONFIRMED',
      organizer: { name: 'Fertilia Care', email: 'hello@fertilia.example' },
      // Only the recipient: the other party's address is never shown to her.
      attendees: [{ name: 'Pat Patient', email: 'pat@example.org' }],
    });
    expect(parsed.description).toContain('https://care.fertilia.example/appointments/42/visit');
    expect(parsed.description).toContain('https://care.fertilia.example/appointments');
    expect(text).toMatch(/^DTSTART:20261202T090000Z\r?$/m);
    expect(text).toMatch(/^DTEND:20261202T093000Z\r?$/m);
    expect(text).not.toMatch(/NOTE|REASON|COMMENT/i);
  });

  it('is worded for its recipient: each party sees the other named', () => {
    const forExpert = parseVisitCalendar(
      visitCalendar(config, { ...event, recipient: event.other, other: event.recipient }),
    );
    expect(forExpert.summary).toBe('Fertilia consultation with Pat Patient');
    expect(forExpert.attendees).toEqual([{ name: 'Eva Expert', email: 'eva@example.org' }]);
    expect(forExpert.uid).toBe(parseVisitCalendar(visitCalendar(config, event)).uid);
  });

  it('withdraws the event with CANCEL: same UID, a higher SEQUENCE, status CANCELLED', () => {
    const parsed = parseVisitCalendar(visitCalendar(config, { ...event, method: 'CANCEL', sequence: 1 }));
    expect(parsed).toMatchObject({
      method: 'CANCEL',
      uid: 'fertilia-visit-42@care.fertilia.example',
      sequence: 1,
      status: 'CANCELLED',
      start: event.startsAt,
      url: 'https://care.fertilia.example/appointments',
    });
    expect(parsed.description).toContain('cancelled');
    expect(parsed.description).not.toContain('/visit');
  });

  it('moves with the visit: a new time under the same UID and a higher SEQUENCE', () => {
    const moved = parseVisitCalendar(
      visitCalendar(config, {
        ...event,
        appointmentId: 43,
        sequence: 1,
        startsAt: new Date('2026-12-03T15:00:00Z'),
        endsAt: new Date('2026-12-03T15:45:00Z'),
      }),
    );
    expect(moved).toMatchObject({
      method: 'REQUEST',
      uid: 'fertilia-visit-42@care.fertilia.example',
      sequence: 1,
      start: new Date('2026-12-03T15:00:00Z'),
      end: new Date('2026-12-03T15:45:00Z'),
      url: 'https://care.fertilia.example/appointments/43/visit',
    });
  });

  it('reads the organizer from MAIL_FROM with or without a name', () => {
    expect(mailFromParty('Fertilia <no-reply@fertilia.local>')).toEqual({
      name: 'Fertilia',
      email: 'no-reply@fertilia.local',
    });
    expect(mailFromParty('"Fertilia Care" <care@example.org>')).toEqual({
      name: 'Fertilia Care',
      email: 'care@example.org',
    });
    expect(mailFromParty('care@example.org')).toEqual({ name: 'Fertilia', email: 'care@example.org' });
  });
});
