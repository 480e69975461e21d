import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Appointment } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import {
  addSlot,
  appointmentUrl,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  notificationsOf,
  type MovableClock,
} from './appointment-test-helpers';

/*
 * An expert in London and a patient in New York, around the two daylight-saving changes that are a week
 * apart in 2026: Europe leaves summer time on 25 October, the United States on 1 November. Every visit is
 * at 09:00 in London; New York sees it at 04:00, then 05:00 in the week between, then 04:00 again.
 */
const VISITS = [
  {
    startsAt: '2026-10-22T08:00:00Z',
    expert: 'Thu, 22 Oct 2026',
    patient: 'Thu, 22 Oct 2026',
    nyTime: '04:00 – 04:30',
  },
  {
    startsAt: '2026-10-28T09:00:00Z',
    expert: 'Wed, 28 Oct 2026',
    patient: 'Wed, 28 Oct 2026',
    nyTime: '05:00 – 05:30',
  },
  {
    startsAt: '2026-11-04T09:00:00Z',
    expert: 'Wed, 4 Nov 2026',
    patient: 'Wed, 4 Nov 2026',
    nyTime: '04:00 – 04:30',
  },
] as const;

describe('dates and times in each party’s zone across daylight-saving changes', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  const made: Appointment[] = [];
  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    clock.set(new Date('2026-10-01T12:00:00Z'));
    expert = await createExpert(app, { timeZone: 'Europe/London', minNoticeHours: 0 });
    patient = await createPatient(app, 'America/New_York');
    for (const visit of VISITS)
      made.push(await confirmed(app, patient, expert, await addSlot(app, expert, new Date(visit.startsAt))));
  });
  afterAll(() => app.close());

  it('words each visit at 09:00 for the expert and in New York time for the patient', async () => {
    for (const [i, visit] of VISITS.entries()) {
      const forExpert = (await call(app, expert, 'GET', appointmentUrl(made[i]!.id))).json();
      expect(forExpert).toMatchObject({
        date_formatted: visit.expert,
        time_range: '09:00 – 09:30',
        time_zone: 'Europe/London',
        starts_at: new Date(visit.startsAt).toISOString(),
      });
      const forPatient = (await call(app, patient, 'GET', appointmentUrl(made[i]!.id))).json();
      expect(forPatient).toMatchObject({
        date_formatted: visit.patient,
        time_range: visit.nyTime,
        time_zone: 'America/New_York',
        starts_at: new Date(visit.startsAt).toISOString(),
      });
    }
  });

  it('words a visit on another calendar day where the zones disagree', async () => {
    // 03:00 on Monday 2 November in London is 22:00 on Sunday 1 November in New York (EST by then).
    const late = await confirmed(
      app,
      patient,
      expert,
      await addSlot(app, expert, new Date('2026-11-02T03:00:00Z')),
    );
    expect((await call(app, expert, 'GET', appointmentUrl(late.id))).json()).toMatchObject({
      date_formatted: 'Mon, 2 Nov 2026',
      time_range: '03:00 – 03:30',
    });
    expect((await call(app, patient, 'GET', appointmentUrl(late.id))).json()).toMatchObject({
      date_formatted: 'Sun, 1 Nov 2026',
      time_range: '22:00 – 22:30',
    });
  });

  it('words each notification in its recipient’s zone', async () => {
    const toExpert = (await notificationsOf(app, expert.user.id)).map((n) => n.message);
    expect(toExpert.some((m) => m.includes('Wed, 28 Oct 2026, 09:00 – 09:30'))).toBe(true);
    const toPatient = (await notificationsOf(app, patient.user.id)).map((n) => n.message);
    expect(toPatient.some((m) => m.includes('Wed, 28 Oct 2026, 05:00 – 05:30'))).toBe(true);
    expect(toPatient.some((m) => m.includes('Wed, 4 Nov 2026, 04:00 – 04:30'))).toBe(true);
  });
});
