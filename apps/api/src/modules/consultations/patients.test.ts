import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CONSULTATION_MESSAGES as M,
  patientDetailSchema,
  patientListSchema,
  type AppointmentStatus,
  type PatientList,
} from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { injectAs, issues, type InjectAsArgs } from '../../test/http';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  createCareTestApp,
  createExpert,
  createPatient,
  hoursFrom,
  seedAppointment,
  testClock,
} from './care-test-helpers';

/* An expert's patients (issue 16 §5): only people with an appointment with her, every read audited. */

const clock = testClock();
let app: FastifyInstance;
let expert: TestUser;
let secondExpert: TestUser;
/** Ahead with the expert, plus a past visit; also a patient of the second expert. */
let ana: TestUser;
/** One completed visit with the expert, last week. */
let bea: TestUser;
/** Only a cancelled visit with the expert. */
let cora: TestUser;
/** Only the second expert's patient. */
let dana: TestUser;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);

const visit = (patient: TestUser, status: AppointmentStatus, hours: number, with_ = expert) =>
  seedAppointment(app, { patient, expert: with_, status, startsAt: hoursFrom(hours) });

beforeAll(async () => {
  app = await createCareTestApp(clock);
  expert = await createExpert(app);
  secondExpert = await createExpert(app, 'doctor', 'Henrik');
  ana = await createPatient(app, { firstName: 'Ana', lastName: 'Costa', username: 'ana_c' });
  bea = await createPatient(app, {
    firstName: 'Beatriz',
    lastName: 'Lopes',
    email: 'bea.lopes@example.test',
  });
  cora = await createPatient(app, { firstName: null, lastName: null, username: 'cora_100%' });
  dana = await createPatient(app, { firstName: 'Dana', lastName: 'Costa' });
  await visit(ana, 'completed', -24 * 30);
  await visit(ana, 'confirmed', 48);
  await visit(ana, 'pending', 24 * 9);
  await visit(ana, 'completed', -24 * 3, secondExpert);
  await visit(bea, 'completed', -24 * 7);
  await visit(cora, 'cancelled', -24 * 2);
  await visit(dana, 'completed', -24 * 5, secondExpert);
});
afterAll(() => app.close());

async function listOf(who: TestUser, query = ''): Promise<PatientList> {
  const res = await call(who, 'GET', `/api/consultations/patients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return patientListSchema.parse(res.json());
}
const auditRows = (action: string) =>
  app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('GET /api/consultations/patients', () => {
  it('lists only her own patients: the next visit first, then the latest visit', async () => {
    const list = await listOf(expert);
    expect(list).toMatchObject({ count: 3, skip: 0, limit: 20 });
    expect(list.results.map((p) => p.id)).toEqual([ana.user.id, bea.user.id, cora.user.id]);
    expect(list.results[0]).toEqual({
      id: ana.user.id,
      name: 'Ana Costa',
      email: ana.user.email,
      avatar_url: null,
      date_of_birth: null,
      // Her visit with the second expert is not this expert's to count.
      appointment_count: 3,
      last_visit_at: hoursFrom(-24 * 30).toISOString(),
      next_visit_at: hoursFrom(48).toISOString(),
    });
    expect(list.results[1]).toMatchObject({
      name: 'Beatriz Lopes',
      appointment_count: 1,
      last_visit_at: hoursFrom(-24 * 7).toISOString(),
      next_visit_at: null,
    });
    // A cancelled visit never took place: she is a patient, with no last visit.
    expect(list.results[2]).toMatchObject({ name: 'cora_100%', last_visit_at: null, next_visit_at: null });
  });

  it("never shows one expert another's patients", async () => {
    const list = await listOf(secondExpert);
    expect(list.results.map((p) => p.id).sort()).toEqual([ana.user.id, dana.user.id].sort());
    expect(list.results.find((p) => p.id === ana.user.id)).toMatchObject({ appointment_count: 1 });
    const newcomer = await createExpert(app);
    expect(await listOf(newcomer)).toEqual({ results: [], count: 0, skip: 0, limit: 20 });
  });

  it.each([
    ['part of a first name, any case', 'BEAT', ['bea']],
    ['a full name', 'ana cos', ['ana']],
    ['a last name shared with a stranger', 'costa', ['ana']],
    ['a username', 'ana_c', ['ana']],
    ['an e-mail address', 'lopes@example', ['bea']],
    ['a literal percent sign', '100%25', ['cora']],
    ['a percent sign alone, matched literally', '%25', ['cora']],
    ['nothing of hers', 'zzz', []],
  ])('searches %s', async (_label, search, expected) => {
    const byName: Record<string, TestUser> = { ana, bea, cora };
    const list = await listOf(expert, `?search=${search}`);
    expect(list.results.map((p) => p.id)).toEqual(expected.map((n) => byName[n]!.user.id));
    expect(list.count).toBe(expected.length);
  });

  it('pages with skip and limit, counting them all', async () => {
    const list = await listOf(expert, '?skip=1&limit=1');
    expect(list).toMatchObject({ count: 3, skip: 1, limit: 1 });
    expect(list.results.map((p) => p.id)).toEqual([bea.user.id]);
  });

  it('audits every read with the count shown', async () => {
    const before = (await auditRows('consultation.patients_listed')).length;
    await listOf(expert, '?limit=2');
    const rows = await auditRows('consultation.patients_listed');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actorId: expert.user.id, targetUserId: null });
    expect(rows.at(-1)!.details).toEqual({ count: 2, total: 3, searched: false });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['skip=-1', 'skip'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('refuses %s with 422', async (query, field) => {
    const res = await call(expert, 'GET', `/api/consultations/patients?${query}`);
    expect(res.statusCode).toBe(422);
    expect(issues(res).map((i) => i.loc)).toEqual([['query', field]]);
  });

  it('answers 401 without a token and 403 to patients and staff', async () => {
    const admin = await createUserWithToken(app, { role: 'admin' });
    expect((await call(null, 'GET', '/api/consultations/patients')).statusCode).toBe(401);
    expect((await call(ana, 'GET', '/api/consultations/patients')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/consultations/patients')).statusCode).toBe(403);
  });
});

describe('GET /api/consultations/patients/:id', () => {
  it('shows her patient, their visits together newest first, and her notes of them', async () => {
    const past = await visit(ana, 'completed', -24 * 60);
    const noted = await call(expert, 'POST', `/api/consultations/appointments/${past.id}/notes`, {
      plan: 'Repeat AMH',
      shared_summary: 'Repeat the AMH test.',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    // The second expert's note of her own visit with Ana stays hers.
    const secondVisit = await visit(ana, 'completed', -24 * 61, secondExpert);
    await call(secondExpert, 'POST', `/api/consultations/appointments/${secondVisit.id}/notes`, {
      plan: 'Not for the first expert',
    });

    const res = await call(expert, 'GET', `/api/consultations/patients/${ana.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = patientDetailSchema.parse(res.json());
    expect(detail.patient).toMatchObject({ id: ana.user.id, name: 'Ana Costa', appointment_count: 4 });
    expect(detail.appointments.map((a) => a.starts_at)).toEqual(
      [24 * 9, 48, -24 * 30, -24 * 60].map((h) => hoursFrom(h).toISOString()),
    );
    expect(detail.appointments.every((a) => a.expert.id === expert.user.id)).toBe(true);
    // Worded for the expert, with what she may do now.
    expect(detail.appointments[1]).toMatchObject({ time_zone: 'Europe/London', has_notes: false });
    expect(detail.appointments[3]).toMatchObject({ has_notes: true, shared_summary: 'Repeat the AMH test.' });
    expect(detail.notes).toHaveLength(1);
    expect(detail.notes[0]).toMatchObject({
      appointment_id: past.id,
      plan: 'Repeat AMH',
      shared_summary: 'Repeat the AMH test.',
    });

    const audit = await auditRows('consultation.patient_viewed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: expert.user.id, targetUserId: ana.user.id });
    expect(audit[0]!.details).toEqual({ appointments: 4, notes: 1 });
  });

  it('shows a patient whose only visit was cancelled', async () => {
    const res = await call(expert, 'GET', `/api/consultations/patients/${cora.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointments).toHaveLength(1);
  });

  it('answers 404 for anyone who never had an appointment with her, without an audit row', async () => {
    const before = (await auditRows('consultation.patient_viewed')).length;
    for (const id of [dana.user.id, secondExpert.user.id, expert.user.id, 999_999]) {
      const res = await call(expert, 'GET', `/api/consultations/patients/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: M.patientNotFound });
    }
    expect(await auditRows('consultation.patient_viewed')).toHaveLength(before);
  });

  it('answers 401 without a token, 403 to a patient (even about herself), 422 for a bad id', async () => {
    const url = `/api/consultations/patients/${ana.user.id}`;
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(ana, 'GET', url)).statusCode).toBe(403);
    const bad = await call(expert, 'GET', '/api/consultations/patients/0');
    expect(bad.statusCode).toBe(422);
    expect(issues(bad)[0]!.loc).toEqual(['path', 'id']);
  });
});
