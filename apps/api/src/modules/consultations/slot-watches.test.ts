import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONSULTATION_MESSAGES as M,
  MESSAGES,
  SLOT_HORIZON_WEEKS,
  SLOT_OFFER_MESSAGES as O,
} from '@fertilia/contracts';
import { slotWatches } from '../../db/schema';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  type MovableClock,
} from './appointment-test-helpers';

const WATCHES = '/api/consultations/slot-watches';

describe('slot watches', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let otherExpert: TestUser;
  let patient: TestUser;
  let day = 2;
  const nextSlot = (who: TestUser = expert) => addSlot(app, who, at(day++ * DAY));
  const watch = (who: TestUser | null, body: unknown) => call(app, who, 'POST', WATCHES, body);
  const rowOf = async (id: number) =>
    (await app.deps.db.db.select().from(slotWatches).where(eq(slotWatches.id, id)))[0]!;

  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 2 });
    otherExpert = await createExpert(app);
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());
  // Each test has a patient of its own, so her open watches are only the test's.
  const freshPatient = async () => (patient = await createPatient(app));

  it('opens a watch with a time, worded in her zone', async () => {
    await freshPatient();
    const res = await watch(patient, { expert_id: expert.user.id, before: '2026-12-10T09:00:00Z' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      expert: { id: expert.user.id, name: expect.stringMatching(/^Eva Expert/) },
      appointment_id: null,
      before: '2026-12-10T09:00:00.000Z',
      // Paris is an hour ahead of UTC in December.
      before_formatted: 'Thu, 10 Dec 2026, 10:00',
      time_zone: 'Europe/Paris',
    });
  });

  it('asking again for the same expert replaces the open watch', async () => {
    await freshPatient();
    const first = (
      await watch(patient, { expert_id: expert.user.id, before: at(5 * DAY).toISOString() })
    ).json();
    const again = await watch(patient, { expert_id: expert.user.id, before: at(9 * DAY).toISOString() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, before: at(9 * DAY).toISOString() });
    const list = (await call(app, patient, 'GET', WATCHES)).json();
    expect(list).toHaveLength(1);
  });

  it('tied to her visit: the time defaults to its start', async () => {
    await freshPatient();
    const visit = await confirmed(app, patient, expert, await nextSlot());
    const res = await watch(patient, { expert_id: expert.user.id, appointment_id: visit.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ appointment_id: visit.id, before: visit.starts_at });
  });

  it("refuses someone else's visit (404), another expert's, an ended one or one begun (409)", async () => {
    await freshPatient();
    const stranger = await createPatient(app);
    const theirs = await book(app, stranger, await nextSlot());
    const res = await watch(patient, { expert_id: expert.user.id, appointment_id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.appointmentNotFound);

    const withOther = await book(app, patient, await nextSlot(otherExpert));
    const other = await watch(patient, { expert_id: expert.user.id, appointment_id: withOther.id });
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe(O.appointmentNotWatchable);

    const cancelled = await book(app, patient, await nextSlot());
    await call(app, patient, 'POST', appointmentUrl(cancelled.id, 'cancel'), { reason: 'No longer needed' });
    expect(
      (await watch(patient, { expert_id: expert.user.id, appointment_id: cancelled.id })).statusCode,
    ).toBe(409);

    const soon = await book(app, patient, await nextSlot());
    clock.set(new Date(Date.parse(soon.starts_at) + HOUR));
    const begun = await watch(patient, { expert_id: expert.user.id, appointment_id: soon.id });
    expect(begun.statusCode).toBe(409);
    expect(begun.json().detail).toBe(O.appointmentNotWatchable);
  });

  it('checks the time: required without a visit, well formed, ahead, within the slot horizon', async () => {
    await freshPatient();
    const missing = await watch(patient, { expert_id: expert.user.id });
    expect(missing.statusCode).toBe(422);
    expect(issues(missing)[0]).toMatchObject({ loc: ['body', 'before'], msg: O.beforeRequired });

    const malformed = await watch(patient, { expert_id: expert.user.id, before: '10 December' });
    expect(issues(malformed)[0]).toMatchObject({ loc: ['body', 'before'], msg: O.beforeFormat });

    const past = await watch(patient, { expert_id: expert.user.id, before: at(-HOUR).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(issues(past)[0]).toMatchObject({ loc: ['body', 'before'], msg: O.beforeInPast });

    const far = at((SLOT_HORIZON_WEEKS * 7 + 1) * DAY).toISOString();
    const tooFar = await watch(patient, { expert_id: expert.user.id, before: far });
    expect(issues(tooFar)[0]).toMatchObject({ loc: ['body', 'before'], msg: O.beforeTooFar });

    const badExpert = await watch(patient, { expert_id: 'seven', before: at(DAY).toISOString() });
    expect(issues(badExpert)[0]).toMatchObject({ loc: ['body', 'expert_id'], msg: M.expertId });
  });

  it('only for a listed expert (404 otherwise), never oneself (409)', async () => {
    await freshPatient();
    const self = await watch(patient, { expert_id: patient.user.id, before: at(DAY).toISOString() });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(M.ownAppointment);
    const away = await createExpert(app, { available: false });
    const unverified = await createExpert(app, { verification: 'pending' });
    for (const who of [away, unverified]) {
      const res = await watch(patient, { expert_id: who.user.id, before: at(DAY).toISOString() });
      expect(res.statusCode, `${who.user.id}`).toBe(404);
      expect(res.json().detail).toBe(M.expertNotFound);
    }
    expect((await watch(patient, { expert_id: 999_999, before: at(DAY).toISOString() })).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in patient: 401 without a token, 403 for an expert', async () => {
    const body = { expert_id: expert.user.id, before: at(DAY).toISOString() };
    expect((await watch(null, body)).statusCode).toBe(401);
    const refused = await watch(otherExpert, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(MESSAGES.forbidden);
    expect((await call(app, null, 'GET', WATCHES)).statusCode).toBe(401);
    expect((await call(app, otherExpert, 'GET', WATCHES)).statusCode).toBe(403);
    expect((await call(app, null, 'DELETE', `${WATCHES}/1`)).statusCode).toBe(401);
  });

  it('lists only her open watches; one whose time passed ends as expired', async () => {
    await freshPatient();
    const stranger = await createPatient(app);
    await watch(stranger, { expert_id: expert.user.id, before: at(3 * DAY).toISOString() });
    const soon = (await watch(patient, { expert_id: expert.user.id, before: at(DAY).toISOString() })).json();
    const later = (
      await watch(patient, { expert_id: otherExpert.user.id, before: at(6 * DAY).toISOString() })
    ).json();
    const list = (await call(app, patient, 'GET', WATCHES)).json();
    expect(list.map((w: { id: number }) => w.id)).toEqual([soon.id, later.id]);

    clock.set(at(2 * DAY));
    const after = (await call(app, patient, 'GET', WATCHES)).json();
    expect(after.map((w: { id: number }) => w.id)).toEqual([later.id]);
    expect(await rowOf(soon.id)).toMatchObject({ endReason: 'expired', endedAt: at(2 * DAY) });
  });

  it('withdraws only her own open watch; anyone else’s, or one ended, is not found', async () => {
    await freshPatient();
    const stranger = await createPatient(app);
    const mine = (
      await watch(patient, { expert_id: expert.user.id, before: at(4 * DAY).toISOString() })
    ).json();
    const theirs = (
      await watch(stranger, { expert_id: expert.user.id, before: at(4 * DAY).toISOString() })
    ).json();

    const refused = await call(app, patient, 'DELETE', `${WATCHES}/${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(O.watchNotFound);
    expect((await rowOf(theirs.id)).endedAt).toBeNull();

    const res = await call(app, patient, 'DELETE', `${WATCHES}/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: O.watchWithdrawn });
    expect(await rowOf(mine.id)).toMatchObject({ endReason: 'withdrawn' });
    expect((await call(app, patient, 'DELETE', `${WATCHES}/${mine.id}`)).statusCode).toBe(404);
    expect((await call(app, patient, 'GET', WATCHES)).json()).toEqual([]);
  });

  it('a watch tied to a visit ends when that visit ends', async () => {
    await freshPatient();
    const visit = await book(app, patient, await nextSlot());
    const tied = (await watch(patient, { expert_id: expert.user.id, appointment_id: visit.id })).json();
    await call(app, patient, 'POST', appointmentUrl(visit.id, 'cancel'), { reason: 'Feeling better now' });
    expect(await rowOf(tied.id)).toMatchObject({ endReason: 'withdrawn' });
  });
});
