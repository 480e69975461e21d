import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, type Slot, type SlotList } from '@fertilia/contracts';
import { testClock } from '../auth/test-helpers';
import { createTestApp } from '../../test/app';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import { LONDON_WEEKDAYS, T0, bookDirectly, createExpert, slotsOf } from './test/expert-fixtures';

const SLOTS = '/api/consultations/slots';

describe('slots (spec 02 §7, ADR 013)', () => {
  let app: FastifyInstance;
  let patient: TestUser;
  let expert: TestUser;
  const call = (...args: InjectAsArgs) => injectAs(app, ...args);
  const create = async (who: TestUser, body: object): Promise<Slot> => {
    const res = await call(who, 'POST', SLOTS, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    app = await createTestApp({ clock: testClock(T0) });
    patient = await createUserWithToken(app, { role: 'patient' });
    expert = await createExpert(app);
    expect(
      (await call(expert, 'PUT', '/api/consultations/experts/schedule', LONDON_WEEKDAYS)).statusCode,
    ).toBe(200);
  });
  afterAll(() => app.close());

  describe('POST slots', () => {
    it('adds a manual slot, by default as long as her slots, and answers 201', async () => {
      const slot = await create(expert, { starts_at: '2026-06-06T14:00:00+01:00' }); // Saturday, 13:00 UTC
      expect(slot).toEqual({
        id: expect.any(Number),
        expert_id: expert.user.id,
        starts_at: '2026-06-06T13:00:00.000Z',
        ends_at: '2026-06-06T13:30:00.000Z',
        is_available: true,
        source: 'manual',
      });
      const long = await create(expert, { starts_at: '2026-06-06T15:00:00Z', duration_minutes: 90 });
      expect(long.ends_at).toBe('2026-06-06T16:30:00.000Z');
    });

    it('refuses a slot overlapping another of hers with 409, generated or manual', async () => {
      for (const starts_at of ['2026-06-02T08:15:00Z', '2026-06-06T13:29:00Z', '2026-06-06T12:45:00Z']) {
        const res = await call(expert, 'POST', SLOTS, { starts_at });
        expect(res.statusCode, starts_at).toBe(409);
        expect(res.json()).toEqual({ detail: M.slotOverlaps });
      }
      // Touching is not overlapping.
      await create(expert, { starts_at: '2026-06-06T13:30:00Z' });
    });

    it('lets a slot sit beside one that has started unbooked, never beside a booked one', async () => {
      const clock = testClock(T0); // Monday 09:00 in London, the first generated slot's start
      const own = await createTestApp({ clock });
      try {
        const mine = (...args: InjectAsArgs) => injectAs(own, ...args);
        const [free, held] = [await createExpert(own), await createExpert(own)];
        for (const her of [free, held])
          expect(
            (await mine(her, 'PUT', '/api/consultations/experts/schedule', LONDON_WEEKDAYS)).statusCode,
          ).toBe(200);
        const [heldFirst] = await slotsOf(own, held.user.id);
        await bookDirectly(own, heldFirst!, await createUserWithToken(own, { role: 'patient' }));
        clock.advance(10 * 60);
        // 09:12–09:22 lies inside 09:00–09:30. Started unbooked, nobody can book that slot any more; started
        // and held by a confirmed visit, a second one beside it would be double booking.
        const body = { starts_at: '2026-06-01T08:12:00Z', duration_minutes: 10 };
        const beside = await mine(free, 'POST', SLOTS, body);
        expect(beside.statusCode, beside.body).toBe(201);
        const clash = await mine(held, 'POST', SLOTS, body);
        expect(clash.statusCode).toBe(409);
        expect(clash.json()).toEqual({ detail: M.slotOverlaps });
      } finally {
        await own.close();
      }
    });

    it('lets two creations at once never both pass the overlap check', async () => {
      const other = await createExpert(app);
      const answers = await Promise.all(
        ['2026-06-10T10:00:00Z', '2026-06-10T10:10:00Z', '2026-06-10T10:20:00Z'].map((starts_at) =>
          call(other, 'POST', SLOTS, { starts_at }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await slotsOf(app, other.user.id)).toHaveLength(1);
    });

    it.each([
      [{ starts_at: '2026-05-31T09:00:00Z' }, ['body', 'starts_at'], M.slotInPast],
      [{ starts_at: '2026-06-10 10:00' }, ['body', 'starts_at'], M.startsAtFormat],
      [
        { starts_at: '2026-06-10T10:00:00Z', duration_minutes: 5 },
        ['body', 'duration_minutes'],
        M.durationMinutes,
      ],
      [
        { starts_at: '2026-06-10T10:00:00Z', duration_minutes: 241 },
        ['body', 'duration_minutes'],
        M.durationMinutes,
      ],
      [{}, ['body', 'starts_at'], M.startsAtFormat],
    ])('refuses %j with 422', async (body, loc, msg) => {
      const res = await call(expert, 'POST', SLOTS, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(issues(res)).toEqual([{ loc, msg }]);
    });

    it('is for professionals: 401 without a token, 403 for a patient', async () => {
      const body = { starts_at: '2026-06-12T18:00:00Z' };
      expect((await call(null, 'POST', SLOTS, body)).statusCode).toBe(401);
      expect((await call(patient, 'POST', SLOTS, body)).statusCode).toBe(403);
    });
  });

  describe('GET slots', () => {
    it('answers a professional her own slots by default, booked ones not available', async () => {
      const slots = await slotsOf(app, expert.user.id);
      const target = slots.find((s) => s.startsAt.toISOString() === '2026-06-03T09:00:00.000Z')!;
      await bookDirectly(app, target, patient, 'pending');
      const res = await call(expert, 'GET', `${SLOTS}?date_from=2026-06-03&date_to=2026-06-03`);
      expect(res.statusCode).toBe(200);
      const list: SlotList = res.json();
      expect(list.count).toBe(6);
      expect(list.results.map((s) => [s.starts_at.slice(11, 16), s.is_available])).toEqual([
        ['08:00', true],
        ['08:30', true],
        ['09:00', false],
        ['09:30', true],
        ['10:00', true],
        ['10:30', true],
      ]);
      const free = await call(
        expert,
        'GET',
        `${SLOTS}?date_from=2026-06-03&date_to=2026-06-03&available_only=true`,
      );
      expect(free.json().count).toBe(5);
    });

    it('marks slots within the minimum notice as not available', async () => {
      const today: SlotList = (
        await call(expert, 'GET', `${SLOTS}?date_from=2026-06-01&date_to=2026-06-01`)
      ).json();
      // Now 08:00 UTC, 2 hours' notice: 08:00 … 10:00 are too soon.
      expect(today.results.filter((s) => s.is_available).map((s) => s.starts_at.slice(11, 16))).toEqual([
        '10:30',
      ]);
    });

    it('answers a patient a listed expert’s slots, and 404 for anyone else’s', async () => {
      const res = await call(
        patient,
        'GET',
        `${SLOTS}?expert_id=${expert.user.id}&date_from=2026-06-02&date_to=2026-06-02`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(6);
      const hiddenExpert = await createExpert(app, { verified: false });
      const hidden = await call(patient, 'GET', `${SLOTS}?expert_id=${hiddenExpert.user.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ detail: M.expertNotFound });
      expect((await call(patient, 'GET', `${SLOTS}?expert_id=${patient.user.id}`)).statusCode).toBe(404);
    });

    it('refuses a patient without expert_id and bad filters with 422', async () => {
      const missing = await call(patient, 'GET', SLOTS);
      expect(missing.statusCode).toBe(422);
      expect(issues(missing)).toEqual([{ loc: ['query', 'expert_id'], msg: M.expertId }]);
      const order = await call(expert, 'GET', `${SLOTS}?date_from=2026-06-05&date_to=2026-06-01`);
      expect(issues(order)).toEqual([{ loc: ['query', 'date_to'], msg: M.dateRange }]);
      const long = await call(expert, 'GET', `${SLOTS}?date_from=2026-06-01&date_to=2026-09-01`);
      expect(issues(long)).toEqual([{ loc: ['query', 'date_to'], msg: M.dateRangeTooLong }]);
      expect((await call(expert, 'GET', `${SLOTS}?date_from=2026-13-01`)).statusCode).toBe(422);
      expect((await call(expert, 'GET', `${SLOTS}?expert_id=0`)).statusCode).toBe(422);
    });

    it('answers 401 without a token and 403 to staff', async () => {
      expect((await call(null, 'GET', SLOTS)).statusCode).toBe(401);
      const admin = await createUserWithToken(app, { role: 'admin' });
      expect((await call(admin, 'GET', `${SLOTS}?expert_id=${expert.user.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET slots/:id', () => {
    it('answers her own slot and a listed expert’s slot; 404 otherwise', async () => {
      const mine = await create(expert, { starts_at: '2026-06-13T09:00:00Z' });
      expect((await call(expert, 'GET', `${SLOTS}/${mine.id}`)).json()).toEqual(mine);
      expect((await call(patient, 'GET', `${SLOTS}/${mine.id}`)).json()).toEqual(mine);
      const hiddenExpert = await createExpert(app, { verified: false });
      const hiddenSlot = await create(hiddenExpert, { starts_at: '2026-06-13T09:00:00Z' });
      expect((await call(hiddenExpert, 'GET', `${SLOTS}/${hiddenSlot.id}`)).statusCode).toBe(200);
      const res = await call(patient, 'GET', `${SLOTS}/${hiddenSlot.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: M.slotNotFound });
      expect((await call(patient, 'GET', `${SLOTS}/999999`)).statusCode).toBe(404);
      expect((await call(patient, 'GET', `${SLOTS}/x`)).statusCode).toBe(422);
      expect((await call(null, 'GET', `${SLOTS}/${mine.id}`)).statusCode).toBe(401);
    });
  });

  describe('DELETE slots/:id', () => {
    it('removes her free slot and answers a message', async () => {
      const slot = await create(expert, { starts_at: '2026-06-14T09:00:00Z' });
      const res = await call(expert, 'DELETE', `${SLOTS}/${slot.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.slotDeleted });
      expect((await call(expert, 'GET', `${SLOTS}/${slot.id}`)).statusCode).toBe(404);
    });

    it('refuses with 409 while a live appointment holds it; allows it once that ended', async () => {
      const slot = (await slotsOf(app, expert.user.id)).find(
        (s) => s.startsAt.toISOString() === '2026-06-04T09:00:00.000Z',
      )!;
      await bookDirectly(app, slot, patient, 'confirmed');
      const res = await call(expert, 'DELETE', `${SLOTS}/${slot.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: M.slotBooked });
      const other = (await slotsOf(app, expert.user.id)).find(
        (s) => s.startsAt.toISOString() === '2026-06-04T09:30:00.000Z',
      )!;
      await bookDirectly(app, other, patient, 'cancelled');
      expect((await call(expert, 'DELETE', `${SLOTS}/${other.id}`)).statusCode).toBe(200);
    });

    it('answers 404 for another expert’s slot, 403 for a patient, 401 without a token', async () => {
      const slot = await create(expert, { starts_at: '2026-06-14T11:00:00Z' });
      const other = await createExpert(app);
      const res = await call(other, 'DELETE', `${SLOTS}/${slot.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: M.slotNotFound });
      expect((await call(patient, 'DELETE', `${SLOTS}/${slot.id}`)).statusCode).toBe(403);
      expect((await call(null, 'DELETE', `${SLOTS}/${slot.id}`)).statusCode).toBe(401);
      expect((await call(expert, 'GET', `${SLOTS}/${slot.id}`)).statusCode).toBe(200);
    });
  });
});
