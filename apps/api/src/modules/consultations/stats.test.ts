import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appointmentStatsSchema, type AppointmentStats, type AppointmentStatus } from '@fertilia/contracts';
import { injectAs, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { insertReview } from './review-repo';
import { createCareTestApp, createPatient, seedAppointment, testClock } from './care-test-helpers';
import { monthsEnding } from './stats-service';

/*
 * GET .../appointments/stats/list on a known set of visits. "Now" is 2026-11-24 12:00 UTC. The patient
 * lives in Tokyo (UTC+9), the expert in New York (UTC−5, UTC−4 until 1 November), the second expert has no
 * zone (UTC): a visit near midnight falls in a different month for each.
 */

const clock = testClock();
let app: FastifyInstance;
let patient: TestUser;
let expert: TestUser;
let secondExpert: TestUser;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);
const URL = '/api/consultations/appointments/stats/list';

type Seed = [AppointmentStatus, string, { rating?: number; with?: 'second'; minutes?: number }?];
const SEEDS: Seed[] = [
  // 23:30 on 31 Oct in Tokyo, 10:30 in New York.
  ['completed', '2026-10-31T14:30:00Z', { rating: 5 }],
  // 00:30 on 1 Nov in Tokyo: November for her, still October for the expert.
  ['completed', '2026-10-31T15:30:00Z', { rating: 4 }],
  // 12:30 on 1 Nov in Tokyo, 23:30 on 31 Oct in New York (daylight time).
  ['cancelled', '2026-11-01T03:30:00Z'],
  // 23:30 on 30 Nov 2025 in Tokyo: the month before the twelve, for everyone.
  ['rejected', '2025-11-30T14:30:00Z'],
  // 00:30 on 1 Dec 2025 in Tokyo: the oldest of her twelve months; November 2025 in UTC.
  ['completed', '2025-11-30T15:30:00Z', { rating: 3, with: 'second' }],
  ['rescheduled', '2026-11-20T10:00:00Z'],
  // Ahead, this month.
  ['confirmed', '2026-11-28T10:00:00Z'],
  // Ahead, next month: upcoming, but after the twelve months.
  ['pending', '2026-12-05T10:00:00Z'],
  // Confirmed but over by now (never completed): not upcoming.
  ['confirmed', '2026-11-24T11:00:00Z'],
  // Under way now (until 12:05): still upcoming until it ends.
  ['pending', '2026-11-24T11:55:00Z', { minutes: 10 }],
];

beforeAll(async () => {
  app = await createCareTestApp(clock);
  patient = await createPatient(app, { timeZone: 'Asia/Tokyo' });
  expert = await createUserWithToken(app, { role: 'expert', values: { timeZone: 'America/New_York' } });
  secondExpert = await createUserWithToken(app, { role: 'doctor' });
  for (const [status, start, extra = {}] of SEEDS) {
    const a = await seedAppointment(app, {
      patient,
      expert: extra.with === 'second' ? secondExpert : expert,
      status,
      startsAt: new Date(start),
      minutes: extra.minutes,
    });
    if (extra.rating)
      await insertReview(app.deps.db.db, {
        appointmentId: a.id,
        patientId: a.patientId,
        expertId: a.expertId,
        rating: extra.rating,
      });
  }
});
afterAll(() => app.close());

async function statsOf(who: TestUser): Promise<AppointmentStats> {
  const res = await call(who, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return appointmentStatsSchema.parse(res.json());
}

/** The months with any visit, as { month: [total, completed, cancelled] }. */
const busyMonths = (stats: AppointmentStats) =>
  Object.fromEntries(
    stats.by_month.filter((m) => m.total > 0).map((m) => [m.month, [m.total, m.completed, m.cancelled]]),
  );

describe('GET .../appointments/stats/list', () => {
  it("counts the patient's visits with every expert, months in her zone", async () => {
    const stats = await statsOf(patient);
    expect(stats).toMatchObject({
      total: 10,
      by_status: { pending: 2, confirmed: 2, rejected: 1, cancelled: 1, rescheduled: 1, completed: 3 },
      upcoming: 3,
      completion_rate: 0.6,
      average_rating: 4,
      review_count: 3,
    });
    expect(stats.by_month.map((m) => m.month)).toEqual(monthsEnding(clock.now(), 'Asia/Tokyo'));
    expect(stats.by_month[0]!.month).toBe('2025-12');
    expect(stats.by_month[11]!.month).toBe('2026-11');
    expect(busyMonths(stats)).toEqual({
      '2025-12': [1, 1, 0],
      '2026-10': [1, 1, 0],
      '2026-11': [6, 1, 1],
    });
  });

  it("counts only the expert's own visits, months in her zone", async () => {
    const stats = await statsOf(expert);
    expect(stats).toMatchObject({
      total: 9,
      by_status: { pending: 2, confirmed: 2, rejected: 1, cancelled: 1, rescheduled: 1, completed: 2 },
      upcoming: 3,
      completion_rate: 0.5,
      average_rating: 4.5,
      review_count: 2,
    });
    expect(busyMonths(stats)).toEqual({ '2026-10': [3, 2, 1], '2026-11': [4, 0, 0] });
  });

  it('words months in UTC for a member without a zone; a visit before the twelve months still counts', async () => {
    const stats = await statsOf(secondExpert);
    expect(stats).toMatchObject({
      total: 1,
      upcoming: 0,
      completion_rate: 1,
      average_rating: 3,
      review_count: 1,
    });
    expect(stats.by_month[0]!.month).toBe('2025-12');
    expect(busyMonths(stats)).toEqual({});
  });

  it('answers zeros, every status and twelve empty months to a member without visits', async () => {
    const newcomer = await createPatient(app);
    const stats = await statsOf(newcomer);
    expect(stats).toEqual({
      total: 0,
      by_status: { pending: 0, confirmed: 0, rejected: 0, cancelled: 0, rescheduled: 0, completed: 0 },
      by_month: monthsEnding(clock.now(), 'UTC').map((month) => ({
        month,
        total: 0,
        completed: 0,
        cancelled: 0,
      })),
      upcoming: 0,
      completion_rate: null,
      average_rating: null,
      review_count: 0,
    });
  });

  it('moves with the clock: once the visit under way ends it is no longer upcoming', async () => {
    // Minutes, not hours: the test's access tokens expire on the same clock.
    clock.set(new Date('2026-11-24T12:06:00Z'));
    try {
      expect((await statsOf(patient)).upcoming).toBe(2);
    } finally {
      clock.set(new Date('2026-11-24T12:00:00Z'));
    }
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await call(admin, 'GET', URL)).statusCode).toBe(403);
  });
});

describe('monthsEnding', () => {
  it('ends with the month `now` falls in, in the zone', () => {
    const nearMidnight = new Date('2026-11-30T15:30:00Z');
    expect(monthsEnding(nearMidnight, 'Asia/Tokyo').at(-1)).toBe('2026-12');
    expect(monthsEnding(nearMidnight, 'UTC').at(-1)).toBe('2026-11');
    expect(monthsEnding(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles').at(-1)).toBe('2026-02');
  });

  it('goes back across the year, oldest first', () => {
    expect(monthsEnding(new Date('2026-02-10T00:00:00Z'), 'UTC', 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsEnding(new Date('2026-12-10T00:00:00Z'), 'UTC')[0]).toBe('2026-01');
  });
});
