import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CYCLE_MESSAGES, MESSAGES, type CycleDay, type CycleDayPage } from '@fertilia/contracts';
import { auditEvents, cycleDays } from '../../db/schema';
import { createTestAppWithCast } from '../../test/app';
import { injectAs, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type Cast, type CastSpec, type TestUser } from '../../test/users';
import { addDays } from './prediction';
import { fixedClock, TODAY } from './test-helpers';

const BASE = '/api/cycle-tracking/cycle-days';

const CAST = { ana: 'patient', bea: 'patient' } satisfies CastSpec;

describe('cycle days (spec 02 §7 cycle tracking)', () => {
  let app: FastifyInstance;
  let cast: Cast<typeof CAST>;

  beforeAll(async () => ({ app, cast } = await createTestAppWithCast(CAST, { clock: fixedClock })));
  afterAll(() => app.close());

  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const create = async (who: TestUser, body: object): Promise<CycleDay> => {
    const res = await call(who, 'POST', `${BASE}/`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const expect422 = (
    res: { statusCode: number; json: () => { detail: unknown } },
    loc: unknown[],
    msg: string,
  ) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc, msg })]);
  };
  const rowCount = async (who: TestUser) =>
    (await app.deps.db.db.select().from(cycleDays).where(eq(cycleDays.userId, who.user.id))).length;

  describe('guards', () => {
    // Valid bodies, so the guard and not the validation is what refuses (Fastify validates first).
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `${BASE}/`],
      ['GET', `${BASE}/date/2026-03-01/`],
      ['GET', `${BASE}/predict/`],
      ['POST', `${BASE}/`, { date: '2026-03-01' }],
      ['POST', `${BASE}/import/`, { days: [{ date: '2026-03-01' }] }],
      ['PUT', `${BASE}/1/`, { flow: 'light' }],
      ['DELETE', `${BASE}/1/`],
      ['GET', '/api/cycle-tracking/reminders/'],
      ['PUT', '/api/cycle-tracking/reminders/', { period_reminder_enabled: true }],
    ];

    it('answers 401 to every call without a token', async () => {
      for (const [method, url, body] of calls) {
        const res = await call(null, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('is for patients only: experts, doctors and staff get 403', async () => {
      for (const role of ['expert', 'doctor', 'admin'] as const) {
        const who = await createUserWithToken(app, { role });
        for (const [method, url, body] of calls) {
          const res = await call(who, method, url, body);
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        }
      }
    });
  });

  describe('create', () => {
    it('logs a day with every signal and answers 201 with it', async () => {
      const day = await create(cast.ana, {
        date: '2026-03-01',
        flow: 'heavy',
        symptoms: ['cramps', 'fatigue', 'cramps'],
        temperature: 36.42,
        cervical_mucus: 'sticky',
        lh_test: 'negative',
        intercourse: true,
        medication_taken: true,
        notes: '  slept badly  ',
      });
      expect(day).toMatchObject({
        date: '2026-03-01',
        flow: 'heavy',
        symptoms: ['cramps', 'fatigue'],
        temperature: 36.42,
        temperature_disturbed: false,
        cervical_mucus: 'sticky',
        lh_test: 'negative',
        intercourse: true,
        medication_taken: true,
        notes: 'slept badly',
      });
      expect(day.id).toBeGreaterThan(0);
    });

    it('fills an empty day with defaults, temperature unmeasured, and stores spotting as light', async () => {
      const empty = await create(cast.ana, { date: '2026-03-02' });
      expect(empty).toMatchObject({ flow: 'none', symptoms: [], temperature: null, notes: '' });
      const spotting = await create(cast.ana, { date: '2026-03-03', flow: 'spotting' });
      expect(spotting.flow).toBe('light');
    });

    it('keeps one entry per patient per date: 409 for the same date, another patient may use it', async () => {
      const res = await call(cast.ana, 'POST', `${BASE}/`, { date: '2026-03-01' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: CYCLE_MESSAGES.dayExists });
      await create(cast.bea, { date: '2026-03-01', flow: 'light' });
    });

    it('refuses each bad field with a 422 and writes nothing', async () => {
      const before = await rowCount(cast.ana);
      const d = { date: '2026-02-10' };
      expect422(await call(cast.ana, 'POST', `${BASE}/`, {}), ['body', 'date'], MESSAGES.dateFormat);
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { date: '10/02/2026' }),
        ['body', 'date'],
        MESSAGES.dateFormat,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, flow: 'x' }),
        ['body', 'flow'],
        CYCLE_MESSAGES.flowInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, symptoms: ['sneezing'] }),
        ['body', 'symptoms', 0],
        CYCLE_MESSAGES.symptomInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, temperature: 33.9 }),
        ['body', 'temperature'],
        CYCLE_MESSAGES.temperatureRange,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, temperature: 42.1 }),
        ['body', 'temperature'],
        CYCLE_MESSAGES.temperatureRange,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, cervical_mucus: 'wet' }),
        ['body', 'cervical_mucus'],
        CYCLE_MESSAGES.mucusInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, lh_test: 'yes' }),
        ['body', 'lh_test'],
        CYCLE_MESSAGES.lhInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, intercourse: 'yes' }),
        ['body', 'intercourse'],
        CYCLE_MESSAGES.booleanInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { ...d, notes: 'x'.repeat(1001) }),
        ['body', 'notes'],
        CYCLE_MESSAGES.notesTooLong,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/`, { date: addDays(TODAY, 2) }),
        ['body', 'date'],
        CYCLE_MESSAGES.dateInFuture,
      );
      expect(await rowCount(cast.ana)).toBe(before);
      // A day ahead of UTC is still "today" somewhere.
      await create(cast.ana, { date: addDays(TODAY, 1) });
    });
  });

  describe('read', () => {
    it('lists only her own days in date order, within the range, 100 a page', async () => {
      const res = await call(cast.ana, 'GET', `${BASE}/?start_date=2026-03-01&end_date=2026-03-02`);
      expect(res.statusCode).toBe(200);
      const page: CycleDayPage = res.json();
      expect(page.items.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02']);
      expect(page).toMatchObject({ total: 2, skip: 0, limit: 100 });
      const all: CycleDayPage = (await call(cast.ana, 'GET', `${BASE}/?skip=1&limit=1`)).json();
      expect(all.items.map((d) => d.date)).toEqual(['2026-03-02']);
      expect(all.total).toBe(4);
      const beas: CycleDayPage = (await call(cast.bea, 'GET', `${BASE}/`)).json();
      expect(beas.items.map((d) => d.flow)).toEqual(['light']);
    });

    it('refuses bad paging and an inverted range', async () => {
      expect422(await call(cast.ana, 'GET', `${BASE}/?limit=101`), ['query', 'limit'], MESSAGES.limitRange);
      expect422(await call(cast.ana, 'GET', `${BASE}/?limit=0`), ['query', 'limit'], MESSAGES.limitRange);
      expect422(await call(cast.ana, 'GET', `${BASE}/?skip=-1`), ['query', 'skip'], MESSAGES.skipMin);
      expect422(
        await call(cast.ana, 'GET', `${BASE}/?start_date=2026-3-1`),
        ['query', 'start_date'],
        MESSAGES.dateFormat,
      );
      expect422(
        await call(cast.ana, 'GET', `${BASE}/?start_date=2026-03-05&end_date=2026-03-01`),
        ['query', 'end_date'],
        CYCLE_MESSAGES.endBeforeStart,
      );
    });

    it('finds a day by date, 404 when none is logged or it is another patient’s, 422 for a bad date', async () => {
      const res = await call(cast.ana, 'GET', `${BASE}/date/2026-03-01/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ date: '2026-03-01', flow: 'heavy' });
      const none = await call(cast.ana, 'GET', `${BASE}/date/2026-01-01/`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ detail: CYCLE_MESSAGES.dayNotFound });
      const beaOnly = await call(cast.ana, 'GET', `${BASE}/date/2026-03-03/`);
      expect((await call(cast.bea, 'GET', `${BASE}/date/2026-03-03/`)).statusCode).toBe(404);
      expect(beaOnly.statusCode).toBe(200);
      expect422(
        await call(cast.ana, 'GET', `${BASE}/date/2026-02-30/`),
        ['path', 'date'],
        MESSAGES.dateFormat,
      );
    });
  });

  describe('update and delete', () => {
    it('changes only the fields sent and may move the day to a free date', async () => {
      const day = await create(cast.ana, { date: '2026-02-01', flow: 'medium', notes: 'keep me' });
      const res = await call(cast.ana, 'PUT', `${BASE}/${day.id}/`, {
        temperature: 36.7,
        date: '2026-02-02',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: day.id,
        date: '2026-02-02',
        flow: 'medium',
        notes: 'keep me',
        temperature: 36.7,
      });
      const cleared = await call(cast.ana, 'PUT', `${BASE}/${day.id}/`, {
        temperature: null,
        lh_test: 'positive',
      });
      expect(cleared.json()).toMatchObject({ temperature: null, lh_test: 'positive' });
    });

    it('refuses an empty body, a bad id, a taken or future date, and another patient’s day', async () => {
      const day = await create(cast.ana, { date: '2026-02-05' });
      expect422(await call(cast.ana, 'PUT', `${BASE}/${day.id}/`, {}), ['body'], MESSAGES.atLeastOneField);
      expect422(
        await call(cast.ana, 'PUT', `${BASE}/0/`, { flow: 'light' }),
        ['path', 'id'],
        MESSAGES.invalidId,
      );
      const taken = await call(cast.ana, 'PUT', `${BASE}/${day.id}/`, { date: '2026-03-01' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: CYCLE_MESSAGES.dayExists });
      expect422(
        await call(cast.ana, 'PUT', `${BASE}/${day.id}/`, { date: addDays(TODAY, 5) }),
        ['body', 'date'],
        CYCLE_MESSAGES.dateInFuture,
      );
      const foreign = await call(cast.bea, 'PUT', `${BASE}/${day.id}/`, { flow: 'heavy' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: CYCLE_MESSAGES.dayNotFound });
      expect((await call(cast.ana, 'GET', `${BASE}/date/2026-02-05/`)).json()).toMatchObject({
        flow: 'none',
      });
    });

    it('deletes her own day with a message, audited without its contents; never another patient’s', async () => {
      const day = await create(cast.ana, { date: '2026-02-10', temperature: 36.55, notes: 'private' });
      const foreign = await call(cast.bea, 'DELETE', `${BASE}/${day.id}/`);
      expect(foreign.statusCode).toBe(404);
      const res = await call(cast.ana, 'DELETE', `${BASE}/${day.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CYCLE_MESSAGES.dayDeleted });
      expect((await call(cast.ana, 'DELETE', `${BASE}/${day.id}/`)).statusCode).toBe(404);
      const [audit] = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'cycle.day_deleted'), eq(auditEvents.actorId, cast.ana.user.id)));
      expect(audit?.details).toEqual({ cycle_day_id: day.id });
    });
  });

  describe('import', () => {
    it('upserts by date in one go and counts new and replaced days', async () => {
      const res = await call(cast.ana, 'POST', `${BASE}/import/`, {
        days: [
          { date: '2026-03-01', flow: 'medium', temperature: 36.3 },
          { date: '2026-01-10', temperature: 36.45 },
          { date: '2026-01-11', temperature: 36.5, flow: 'spotting' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 2, updated: 1, total: 3 });
      expect((await call(cast.ana, 'GET', `${BASE}/date/2026-03-01/`)).json()).toMatchObject({
        flow: 'medium',
        temperature: 36.3,
        symptoms: [],
      });
      const audits = await app.deps.db.db
        .select()
        .from(auditEvents)
        .where(like(auditEvents.action, 'cycle.days_imported'));
      expect(audits.map((a) => a.details)).toEqual([{ created: 2, updated: 1 }]);
    });

    it('is all or nothing: one bad row, a repeated date or a future date changes nothing', async () => {
      const before = await rowCount(cast.ana);
      expect422(
        await call(cast.ana, 'POST', `${BASE}/import/`, {
          days: [{ date: '2025-12-01' }, { date: '2025-12-02', flow: 'x' }],
        }),
        ['body', 'days', 1, 'flow'],
        CYCLE_MESSAGES.flowInvalid,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/import/`, {
          days: [{ date: '2025-12-01' }, { date: '2025-12-01' }],
        }),
        ['body', 'days'],
        CYCLE_MESSAGES.importDuplicateDate,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/import/`, {
          days: [{ date: '2025-12-01' }, { date: addDays(TODAY, 3) }],
        }),
        ['body', 'days.1.date'],
        CYCLE_MESSAGES.dateInFuture,
      );
      expect422(
        await call(cast.ana, 'POST', `${BASE}/import/`, { days: [] }),
        ['body', 'days'],
        CYCLE_MESSAGES.importEmpty,
      );
      const tooMany = Array.from({ length: 1001 }, (_, i) => ({ date: addDays('2020-01-01', i) }));
      expect422(
        await call(cast.ana, 'POST', `${BASE}/import/`, { days: tooMany }),
        ['body', 'days'],
        CYCLE_MESSAGES.importTooMany,
      );
      expect(await rowCount(cast.ana)).toBe(before);
    });

    it('takes the full 1000 rows', async () => {
      const days = Array.from({ length: 1000 }, (_, i) => ({
        date: addDays('2020-01-01', i),
        temperature: 36.4,
      }));
      const res = await call(cast.bea, 'POST', `${BASE}/import/`, { days });
      expect(res.json()).toEqual({ created: 1000, updated: 0, total: 1000 });
    });
  });
});
