import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Appointment } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import {
  APPOINTMENTS,
  DAY,
  HOUR,
  addSlot,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
} from './appointment-test-helpers';

/*
 * At T0 the patient books six visits; the clock then moves a day on. Two are upcoming (pending, confirmed),
 * two past (one completed, one confirmed but never marked), two ended without a visit (declined, cancelled).
 */
describe('listing appointments', () => {
  let app: FastifyInstance;
  let expert: TestUser;
  let patient: TestUser;
  let stranger: TestUser;
  const made: Record<
    'completed' | 'unmarked' | 'pending' | 'confirmed' | 'cancelled' | 'declined',
    Appointment
  > = {} as never;
  beforeAll(async () => {
    let clock;
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 0 });
    patient = await createPatient(app);
    stranger = await createPatient(app);
    const slot = (offset: number) => addSlot(app, expert, at(offset));
    made.completed = await confirmed(app, patient, expert, await slot(2 * HOUR));
    made.unmarked = await confirmed(app, patient, expert, await slot(4 * HOUR));
    made.pending = await book(app, patient, await slot(3 * DAY));
    made.confirmed = await confirmed(app, patient, expert, await slot(4 * DAY));
    made.cancelled = await book(app, patient, await slot(5 * DAY));
    await call(app, patient, 'POST', appointmentUrl(made.cancelled.id, 'cancel'), {
      reason: 'Changed plans',
    });
    made.declined = await book(app, patient, await slot(6 * DAY));
    await call(app, expert, 'PUT', appointmentUrl(made.declined.id, 'accept'), {
      accepted: false,
      reason: 'Away',
    });
    clock.set(at(2 * HOUR + 10 * 60_000));
    await call(app, expert, 'POST', appointmentUrl(made.completed.id, 'complete'));
    clock.set(at(DAY));
  });
  afterAll(() => app.close());

  const list = async (who: TestUser, query = '', path = APPOINTMENTS) => {
    const res = await call(app, who, 'GET', `${path}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { results: Appointment[]; count: number; skip?: number; limit?: number };
  };
  const ids = (page: { results: Appointment[] }) => page.results.map((a) => a.id);

  it('answers each scope, upcoming soonest first and the others latest first, to both parties', async () => {
    for (const who of [patient, expert]) {
      expect(ids(await list(who, '?scope=upcoming'))).toEqual([made.pending.id, made.confirmed.id]);
      expect(ids(await list(who, '?scope=past'))).toEqual([made.unmarked.id, made.completed.id]);
      expect(ids(await list(who, '?scope=cancelled'))).toEqual([made.declined.id, made.cancelled.id]);
    }
    const all = await list(patient);
    expect(all).toMatchObject({ count: 6, skip: 0, limit: 20 });
    expect(ids(all)).toEqual(
      [made.declined, made.cancelled, made.confirmed, made.pending, made.unmarked, made.completed].map(
        (a) => a.id,
      ),
    );
  });

  it('shows a past visit nobody marked with the action to complete it, to the expert only', async () => {
    const [unmarked] = (await list(expert, '?scope=past&status=confirmed')).results;
    expect(unmarked!.id).toBe(made.unmarked.id);
    expect(unmarked!.allowed_actions).toContain('complete');
    expect((await list(patient, '?scope=past&status=confirmed')).results[0]!.allowed_actions).toEqual([]);
  });

  it('filters by status and pages with skip and limit', async () => {
    expect(ids(await list(patient, '?status=confirmed'))).toEqual([made.confirmed.id, made.unmarked.id]);
    expect(ids(await list(patient, '?scope=upcoming&status=pending'))).toEqual([made.pending.id]);
    const page = await list(patient, '?skip=1&limit=2');
    expect(page).toMatchObject({ count: 6, skip: 1, limit: 2 });
    expect(ids(page)).toEqual([made.cancelled.id, made.confirmed.id]);
  });

  it('answers the same list in results at /api/consultations/', async () => {
    const consultations = await list(patient, '?scope=upcoming', '/api/consultations/');
    expect(consultations).toEqual({
      results: (await list(patient, '?scope=upcoming')).results,
      count: 2,
    });
  });

  it('shows nobody else’s appointments', async () => {
    expect(await list(stranger)).toMatchObject({ results: [], count: 0 });
    expect((await list(await createExpert(app), '', '/api/consultations/')).count).toBe(0);
  });

  it('checks the query and needs a signed-in party', async () => {
    for (const query of ['?scope=soon', '?status=done', '?limit=0', '?limit=101', '?skip=-1']) {
      expect((await call(app, patient, 'GET', `${APPOINTMENTS}${query}`)).statusCode).toBe(422);
      expect((await call(app, patient, 'GET', `/api/consultations/${query}`)).statusCode).toBe(422);
    }
    expect((await call(app, null, 'GET', APPOINTMENTS)).statusCode).toBe(401);
    expect((await call(app, null, 'GET', '/api/consultations/')).statusCode).toBe(401);
  });
});
