import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONSULTATION_MESSAGES as M,
  DEFAULT_SCHEDULE_SETTINGS,
  VISIT_PRICE_MAX_MINOR,
  type ExpertSchedule,
  type ExpertScheduleUpdate,
} from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { testClock } from '../auth/test-helpers';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken } from '../../test/users';
import { extendSlotHorizon } from './slot-horizon';
import { LONDON_WEEKDAYS, T0, bookDirectly, createExpert, slotsOf } from './test/expert-fixtures';

const URL = '/api/consultations/experts/schedule';
const WEEK_MS = 7 * 86_400_000;

describe('expert schedule (ADR 013)', () => {
  const clock = testClock(T0);
  let app: FastifyInstance;
  beforeAll(async () => (app = await createTestApp({ clock })));
  afterAll(() => app.close());
  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const save = async (
    who: Parameters<typeof call>[0],
    body: ExpertScheduleUpdate,
  ): Promise<ExpertSchedule> => {
    const res = await call(who, 'PUT', URL, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers the defaults in her own zone before she saved any', async () => {
    const expert = await createExpert(app, { timeZone: 'Europe/Stockholm' });
    const res = await call(expert, 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      time_zone: 'Europe/Stockholm',
      ...DEFAULT_SCHEDULE_SETTINGS,
      price: 0,
      currency: 'GBP',
      weekly_hours: [],
      exceptions: [],
      is_available: true,
      is_verified: true,
      upcoming_free_slots: 0,
    });
    const noZone = await createExpert(app, { role: 'doctor', verified: false });
    expect((await call(noZone, 'GET', URL)).json()).toMatchObject({ time_zone: 'UTC', is_verified: false });
  });

  it('saves a price per visit, keeps it when a save leaves it out, and refuses one out of range', async () => {
    const expert = await createExpert(app);
    expect((await save(expert, { ...LONDON_WEEKDAYS, price: 6550 })).price).toBe(6550);
    expect((await save(expert, LONDON_WEEKDAYS)).price).toBe(6550);
    expect((await call(expert, 'GET', URL)).json()).toMatchObject({ price: 6550, currency: 'GBP' });
    for (const [price, message] of [
      [-1, M.priceFormat],
      [12.5, M.priceFormat],
      [VISIT_PRICE_MAX_MINOR + 1, M.priceMax],
      ['60', M.priceFormat],
    ] as const) {
      const res = await call(expert, 'PUT', URL, { ...LONDON_WEEKDAYS, price });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toContainEqual(expect.objectContaining({ loc: ['body', 'price'], msg: message }));
    }
    expect((await save(expert, { ...LONDON_WEEKDAYS, price: 0 })).price).toBe(0);
  });

  it('saves the schedule, generates eight weeks of slots in her zone and audits the change', async () => {
    const expert = await createExpert(app);
    const saved = await save(expert, LONDON_WEEKDAYS);
    expect(saved).toMatchObject({ time_zone: 'Europe/London', slot_minutes: 30, min_notice_hours: 2 });
    const slots = await slotsOf(app, expert.user.id);
    // 8 weeks × 5 days × 6 slots: the window is [now, now + 8 weeks), and today's 09:00 London is now.
    expect(slots).toHaveLength(8 * 5 * 6);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(slots.every((s) => s.source === 'schedule')).toBe(true);
    expect(slots.at(-1)!.startsAt.getTime()).toBeLessThan(T0.getTime() + 8 * WEEK_MS);
    // Slots starting up to now + 2 hours (08:00 … 10:00 UTC) are within the notice: not free.
    expect(saved.upcoming_free_slots).toBe(8 * 5 * 6 - 5);
    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'consultation.schedule_changed'), eq(auditEvents.actorId, expert.user.id)),
      );
    expect(audit).toHaveLength(1);
    expect((await call(expert, 'GET', URL)).json()).toMatchObject({
      weekly_hours: LONDON_WEEKDAYS.weekly_hours,
    });
  });

  it('rebuilds free generated slots on save, keeping booked and hand-made ones and what overlaps them', async () => {
    const expert = await createExpert(app);
    const patient = await createUserWithToken(app, { role: 'patient' });
    await save(expert, LONDON_WEEKDAYS);
    const before = await slotsOf(app, expert.user.id);
    const booked = before.find((s) => s.startsAt.toISOString() === '2026-06-02T09:00:00.000Z')!; // Tue 10:00
    await bookDirectly(app, booked, patient);
    const cancelledOn = before.find((s) => s.startsAt.toISOString() === '2026-06-03T09:00:00.000Z')!;
    await bookDirectly(app, cancelledOn, patient, 'cancelled');
    const manual = await call(expert, 'POST', '/api/consultations/slots', {
      starts_at: '2026-06-06T10:00:00Z',
      duration_minutes: 60,
    });
    expect(manual.statusCode, manual.body).toBe(201);

    // Now 45-minute slots from 09:15 on weekdays and Saturdays 10:30–12:30.
    await save(expert, {
      ...LONDON_WEEKDAYS,
      slot_minutes: 45,
      weekly_hours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({
          weekday: weekday as 1,
          ranges: [{ start: '09:15', end: '12:00' }],
        })),
        { weekday: 6, ranges: [{ start: '10:30', end: '12:30' }] },
      ],
    });
    const after = await slotsOf(app, expert.user.id);
    const at = (iso: string) => after.filter((s) => s.startsAt.toISOString() === iso);
    // The booked slot and the once-booked one stay as they were; the 45-minute slot overlapping them is left out.
    expect(at('2026-06-02T09:00:00.000Z')).toEqual([booked]);
    expect(at('2026-06-02T08:15:00.000Z')).toHaveLength(1); // 09:15–10:00 London ends as 10:00 begins
    expect(at('2026-06-02T09:45:00.000Z')).toHaveLength(1); // 10:45–11:30 London, after the booked one
    expect(at('2026-06-03T09:00:00.000Z')).toEqual([cancelledOn]);
    // Saturday 6 June: the hand-made 11:00–12:00 London slot wins over 10:30 and 11:15.
    const saturday = after.filter((s) => s.startsAt.toISOString().startsWith('2026-06-06'));
    expect(saturday.map((s) => [s.startsAt.toISOString(), s.source])).toEqual([
      ['2026-06-06T10:00:00.000Z', 'manual'],
    ]);
    // No two slots of hers overlap.
    for (let i = 1; i < after.length; i++)
      expect(
        after[i]!.startsAt >= after[i - 1]!.endsAt,
        `${after[i - 1]!.startsAt.toISOString()}-${after[i - 1]!.endsAt.toISOString()} ${after[i - 1]!.source} / ${after[i]!.startsAt.toISOString()} ${after[i]!.source}`,
      ).toBe(true);
  });

  it('applies a day off and extra hours (added to the usual ones)', async () => {
    const expert = await createExpert(app);
    await save(expert, {
      ...LONDON_WEEKDAYS,
      exceptions: [
        { date: '2026-06-02', kind: 'day_off', ranges: [] },
        { date: '2026-06-03', kind: 'extra_hours', ranges: [{ start: '14:00', end: '15:00' }] },
      ],
    });
    const slots = await slotsOf(app, expert.user.id);
    const onDay = (day: string) => slots.filter((s) => s.startsAt.toISOString().startsWith(day)).length;
    expect(onDay('2026-06-02')).toBe(0);
    expect(onDay('2026-06-03')).toBe(8);
    expect(onDay('2026-06-04')).toBe(6);
  });

  describe('the daily job', () => {
    it('extends the window as time passes, and a second run adds nothing', async () => {
      const expert = await createExpert(app);
      await save(expert, LONDON_WEEKDAYS);
      const ctx = testContext(app);
      const count = async () => (await slotsOf(app, expert.user.id)).length;
      const start = await count();
      expect(await extendSlotHorizon(ctx)).toBe(0);
      clock.advance(7 * 86_400); // a week later
      try {
        await extendSlotHorizon(ctx);
        expect(await count()).toBe(start + 5 * 6);
        expect(await extendSlotHorizon(ctx)).toBe(0);
        expect(await count()).toBe(start + 5 * 6);
      } finally {
        clock.advance(-7 * 86_400);
      }
    });
  });

  describe('validation', () => {
    const cases: [string, Partial<ExpertScheduleUpdate> & Record<string, unknown>, unknown[], string][] = [
      ['slot length', { slot_minutes: 25 }, ['body', 'slot_minutes'], M.slotMinutes],
      ['buffer', { buffer_minutes: 121 }, ['body', 'buffer_minutes'], M.bufferMinutes],
      ['notice', { min_notice_hours: -1 }, ['body', 'min_notice_hours'], M.minNoticeHours],
      [
        'zone',
        { time_zone: 'Mars/Olympus' },
        ['body', 'time_zone'],
        expect.stringContaining('IANA') as never,
      ],
      [
        'time format',
        { weekly_hours: [{ weekday: 1, ranges: [{ start: '9:00', end: '12:00' }] }] },
        ['body', 'weekly_hours', 0, 'ranges', 0, 'start'],
        M.timeFormat,
      ],
      [
        'range order',
        { weekly_hours: [{ weekday: 1, ranges: [{ start: '12:00', end: '09:00' }] }] },
        ['body', 'weekly_hours', 0, 'ranges', 0, 'end'],
        M.rangeOrder,
      ],
      [
        'overlapping ranges',
        {
          weekly_hours: [
            {
              weekday: 1,
              ranges: [
                { start: '09:00', end: '12:00' },
                { start: '11:00', end: '13:00' },
              ],
            },
          ],
        },
        ['body', 'weekly_hours', 0, 'ranges'],
        M.rangesOverlap,
      ],
      [
        'extra hours without times',
        { exceptions: [{ date: '2026-06-03', kind: 'extra_hours', ranges: [] }] },
        ['body', 'exceptions', 0, 'ranges'],
        M.extraHoursNeedTimes,
      ],
      [
        'two exceptions on a date',
        {
          exceptions: [
            { date: '2026-06-03', kind: 'day_off', ranges: [] },
            { date: '2026-06-03', kind: 'day_off', ranges: [] },
          ],
        },
        ['body', 'exceptions'],
        M.duplicateException,
      ],
    ];
    it.each(cases)('refuses a bad %s with 422', async (_name, change, loc, msg) => {
      const expert = await createExpert(app);
      const res = await call(expert, 'PUT', URL, { ...LONDON_WEEKDAYS, ...change });
      expect(res.statusCode, res.body).toBe(422);
      expect(issues(res)).toEqual([{ loc, msg }]);
      expect(await slotsOf(app, expert.user.id)).toHaveLength(0);
    });
  });

  describe('guards', () => {
    it('answers 401 without a token and 403 to patients and staff', async () => {
      expect((await call(null, 'GET', URL)).statusCode).toBe(401);
      expect((await call(null, 'PUT', URL, LONDON_WEEKDAYS)).statusCode).toBe(401);
      for (const role of ['patient', 'admin'] as const) {
        const who = await createUserWithToken(app, { role });
        expect((await call(who, 'GET', URL)).statusCode).toBe(403);
        expect((await call(who, 'PUT', URL, LONDON_WEEKDAYS)).statusCode).toBe(403);
      }
    });

    it('an unverified professional may still set up her hours (she is just not listed)', async () => {
      const expert = await createExpert(app, { verified: false });
      const patient = await createUserWithToken(app, { role: 'patient' });
      expect((await save(expert, LONDON_WEEKDAYS)).is_verified).toBe(false);
      expect(await slotsOf(app, expert.user.id)).toHaveLength(240);
      expect((await call(patient, 'GET', `/api/consultations/experts/${expert.user.id}`)).statusCode).toBe(
        404,
      );
    });
  });
});
