import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, TIME_ZONE_INVALID, type ExpertAvailability } from '@fertilia/contracts';
import { testClock } from '../auth/test-helpers';
import { createTestApp } from '../../test/app';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { bookDirectly, createExpert, slotsOf } from './test/expert-fixtures';

/** Friday 16 October 2026, 12:00 UTC: both 2026 autumn changes (London 25 Oct, New York 1 Nov) lie ahead. */
const NOW = new Date('2026-10-16T12:00:00Z');
const url = (id: number, query = '') =>
  `/api/consultations/experts/${id}/availability${query ? `?${query}` : ''}`;
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('yyyy-MM-dd HH:mm');

describe('GET experts/:id/availability across daylight saving (London expert, New York patient)', () => {
  let app: FastifyInstance;
  let expert: TestUser;
  let patient: TestUser;
  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const availability = async (who: TestUser, id: number, query: string): Promise<ExpertAvailability> => {
    const res = await call(who, 'GET', url(id, query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    app = await createTestApp({ clock: testClock(NOW) });
    patient = await createUserWithToken(app, { role: 'patient', values: { timeZone: 'America/New_York' } });
    expert = await createExpert(app, { timeZone: 'Europe/London' });
    // Mondays only: just after midnight, and in the morning, in London.
    const res = await call(expert, 'PUT', '/api/consultations/experts/schedule', {
      time_zone: 'Europe/London',
      slot_minutes: 60,
      buffer_minutes: 0,
      min_notice_hours: 0,
      weekly_hours: [
        {
          weekday: 1,
          ranges: [
            { start: '00:00', end: '02:00' },
            { start: '09:00', end: '11:00' },
          ],
        },
      ],
      exceptions: [],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => app.close());

  const RANGE = 'date_from=2026-10-18&date_to=2026-11-02';
  // Each Monday in London: 00:00, 01:00, 09:00, 10:00. In New York the midnight ones fall on Sunday evening.
  const NEW_YORK = [
    '2026-10-18 19:00', // London Mon 19 Oct 00:00 BST = 23:00 UTC Sunday = 19:00 EDT
    '2026-10-18 20:00',
    '2026-10-19 04:00',
    '2026-10-19 05:00',
    '2026-10-25 20:00', // London is on GMT now, New York still on EDT: four hours apart, not five
    '2026-10-25 21:00',
    '2026-10-26 05:00',
    '2026-10-26 06:00',
    '2026-11-01 19:00', // both on standard time: five hours apart again
    '2026-11-01 20:00',
    '2026-11-02 04:00',
    '2026-11-02 05:00',
  ];

  it('shows a New York patient the slots on her own local days, in UTC that moves with each change', async () => {
    const result = await availability(patient, expert.user.id, `${RANGE}&time_zone=America/New_York`);
    expect(result).toMatchObject({
      expert_id: expert.user.id,
      time_zone: 'America/New_York',
      date_from: '2026-10-18',
      date_to: '2026-11-02',
    });
    expect(result.slots.map((s) => local(s.starts_at, 'America/New_York'))).toEqual(NEW_YORK);
    // In London they are the same wall times every week.
    expect(new Set(result.slots.map((s) => local(s.starts_at, 'Europe/London').slice(11)))).toEqual(
      new Set(['00:00', '01:00', '09:00', '10:00']),
    );
    expect(result.slots.every((s) => s.is_available && s.expert_id === expert.user.id)).toBe(true);
    expect(result.slots.slice(0, 2).map((s) => s.starts_at)).toEqual([
      '2026-10-18T23:00:00.000Z',
      '2026-10-19T00:00:00.000Z',
    ]);
  });

  it("reads the days in the caller's saved zone when none is given", async () => {
    const result = await availability(patient, expert.user.id, RANGE);
    expect(result.time_zone).toBe('America/New_York');
    expect(result.slots.map((s) => local(s.starts_at, 'America/New_York'))).toEqual(NEW_YORK);
  });

  it('reads the same range as London days when asked in London', async () => {
    const sunday = await availability(
      patient,
      expert.user.id,
      'date_from=2026-10-25&date_to=2026-10-25&time_zone=Europe/London',
    );
    expect(sunday.slots).toEqual([]);
    const monday = await availability(
      patient,
      expert.user.id,
      'date_from=2026-10-26&date_to=2026-10-26&time_zone=Europe/London',
    );
    expect(monday.slots.map((s) => s.starts_at)).toEqual([
      '2026-10-26T00:00:00.000Z',
      '2026-10-26T01:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-10-26T10:00:00.000Z',
    ]);
  });

  it('defaults to a week from today in the viewer’s zone, and leaves booked slots out', async () => {
    const week = await availability(patient, expert.user.id, '');
    expect([week.date_from, week.date_to]).toEqual(['2026-10-16', '2026-10-22']);
    expect(week.slots.map((s) => local(s.starts_at, 'America/New_York'))).toEqual(NEW_YORK.slice(0, 4));
    const slot = (await slotsOf(app, expert.user.id))[0]!;
    await bookDirectly(app, slot, patient, 'pending');
    const after = await availability(patient, expert.user.id, '');
    expect(after.slots.map((s) => s.id)).not.toContain(slot.id);
    expect(after.slots).toHaveLength(3);
  });

  it.each([
    ['date_from=2026-10-20&date_to=2026-10-19', ['query', 'date_to'], M.dateRange],
    ['date_from=2026-10-01&date_to=2026-12-02', ['query', 'date_to'], M.dateRangeTooLong],
    ['date_to=2027-01-01', ['query', 'date_to'], M.dateRangeTooLong],
    ['time_zone=Mars/Base', ['query', 'time_zone'], TIME_ZONE_INVALID],
    ['date_from=2026-02-30', ['query', 'date_from'], expect.any(String)],
  ])('refuses %s with 422', async (query, loc, msg) => {
    const res = await call(patient, 'GET', url(expert.user.id, query));
    expect(res.statusCode, res.body).toBe(422);
    expect(issues(res)).toEqual([{ loc, msg }]);
  });

  it('answers 404 for someone not listed (but a professional reads her own), 401 without a token', async () => {
    const unlisted = await createExpert(app, { verified: false });
    const res = await call(patient, 'GET', url(unlisted.user.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.expertNotFound });
    expect((await call(patient, 'GET', url(patient.user.id))).statusCode).toBe(404);
    expect((await call(unlisted, 'GET', url(unlisted.user.id))).statusCode).toBe(200);
    expect((await call(null, 'GET', url(expert.user.id))).statusCode).toBe(401);
  });
});
