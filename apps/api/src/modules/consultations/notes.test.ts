import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CONSULTATION_MESSAGES as M,
  MESSAGES,
  appointmentNotesSchema,
  type AppointmentStatus,
} from '@fertilia/contracts';
import { appointments, auditEvents, notifications } from '../../db/schema';
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

/* SOAP notes (ADR 012): written by the expert of the visit; the patient reads only the shared summary. */

const clock = testClock();
let app: FastifyInstance;
let expert: TestUser;
let otherExpert: TestUser;
let patient: TestUser;
let otherPatient: TestUser;
let admin: TestUser;
let hour = 0;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);
const url = (id: number) => `/api/consultations/appointments/${id}/notes`;

beforeAll(async () => {
  app = await createCareTestApp(clock);
  expert = await createExpert(app);
  otherExpert = await createExpert(app, 'doctor', 'Henrik');
  patient = await createPatient(app);
  otherPatient = await createPatient(app, { firstName: 'Lena' });
  admin = await createUserWithToken(app, { role: 'admin' });
});
afterAll(() => app.close());

const visit = (status: AppointmentStatus = 'completed') =>
  seedAppointment(app, { patient, expert, status, startsAt: hoursFrom(-24 - ++hour) });

const SOAP = {
  subjective: 'Tired, irregular cycles',
  objective: 'Cycle log 29–35 days',
  assessment: 'Possible PCOS',
  plan: 'AMH and ultrasound',
};

const auditOf = async (action: string, appointmentId: number) =>
  (await app.deps.db.db.select().from(auditEvents).where(eq(auditEvents.action, action))).filter(
    (r) => r.details?.appointment_id === appointmentId,
  );
const summaryNotices = async () =>
  (await app.deps.db.db.select().from(notifications).where(eq(notifications.userId, patient.user.id))).filter(
    (n) => n.title === 'Your expert shared a summary of your visit',
  );

async function written(appointmentId: number, body: Record<string, unknown> = SOAP) {
  const res = await call(expert, 'POST', url(appointmentId), body);
  expect(res.statusCode, res.body).toBe(201);
  return appointmentNotesSchema.parse(res.json());
}

describe('POST .../appointments/:id/notes', () => {
  it.each(['confirmed', 'completed'] as const)(
    'writes the note of a %s visit and audits it, telling the patient nothing without a summary',
    async (status) => {
      const a = await visit(status);
      const before = (await summaryNotices()).length;
      const notes = await written(a.id, { ...SOAP, plan: '  AMH and ultrasound ', objective: '' });
      expect(notes).toMatchObject({
        appointment_id: a.id,
        ...SOAP,
        objective: null,
        shared_summary: null,
        created_at: clock.now().toISOString(),
      });
      const audit = await auditOf('consultation.notes_written', a.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: expert.user.id, targetUserId: patient.user.id });
      // The audit row names the visit only, never what the note says.
      expect(audit[0]!.details).toEqual({ appointment_id: a.id });
      expect(await summaryNotices()).toHaveLength(before);
    },
  );

  it('tells the patient when the note comes with a shared summary', async () => {
    const a = await visit();
    const before = (await summaryNotices()).length;
    await written(a.id, { assessment: 'Fine', shared_summary: 'All looks well.' });
    const notices = await summaryNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({ type: 'appointment_update', link: '/appointments' });
    expect(notices.at(-1)!.message).toMatch(/^Amara Okafor shared a summary of your visit of .+\.$/);
    expect(notices.at(-1)!.message).not.toContain('All looks well');
  });

  it.each([
    ['no section', {}, ['body'], M.notesEmpty],
    ['a summary alone', { shared_summary: 'Only a summary' }, ['body'], M.notesEmpty],
    ['blank sections', { subjective: '   ' }, ['body'], M.notesEmpty],
    ['a long plan', { plan: 'x'.repeat(5001) }, ['body', 'plan'], 'Plan must be at most 5000 characters'],
    [
      'a long summary',
      { plan: 'ok', shared_summary: 'x'.repeat(2001) },
      ['body', 'shared_summary'],
      'Summary must be at most 2000 characters',
    ],
  ])('refuses %s with 422', async (_label, body, loc, msg) => {
    const a = await visit();
    const res = await call(expert, 'POST', url(a.id), body);
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc, msg }]);
  });

  it('answers 401 without a token and 403 to a patient, even the patient of the visit', async () => {
    const a = await visit();
    expect((await call(null, 'POST', url(a.id), SOAP)).statusCode).toBe(401);
    expect((await call(patient, 'POST', url(a.id), SOAP)).statusCode).toBe(403);
    expect((await call(admin, 'POST', url(a.id), SOAP)).statusCode).toBe(403);
  });

  it('answers 404 to another expert', async () => {
    const a = await visit();
    const res = await call(otherExpert, 'POST', url(a.id), SOAP);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.appointmentNotFound });
    expect(await auditOf('consultation.notes_written', a.id)).toHaveLength(0);
  });

  it.each(['pending', 'rejected', 'cancelled', 'rescheduled'] as const)(
    'refuses a %s visit with 409',
    async (status) => {
      const a = await visit(status);
      const res = await call(expert, 'POST', url(a.id), SOAP);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: M.notesNotAllowed });
    },
  );

  it('refuses a second note with 409 (edit it instead)', async () => {
    const a = await visit();
    await written(a.id);
    const res = await call(expert, 'POST', url(a.id), { plan: 'Another' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: M.notesExist });
    expect((await call(expert, 'GET', url(a.id))).json()).toMatchObject({ plan: SOAP.plan });
  });

  it('lets one of two notes written at once through (the unique index decides)', async () => {
    const a = await visit();
    const answers = await Promise.all(
      ['One', 'Two'].map((plan) => call(expert, 'POST', url(a.id), { plan })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PATCH .../appointments/:id/notes', () => {
  it('changes only the fields given; a cleared field becomes null', async () => {
    const a = await visit();
    const first = await written(a.id);
    // A few minutes on: the test's tokens live on the same clock.
    clock.set(hoursFrom(0.1));
    try {
      const res = await call(expert, 'PATCH', url(a.id), { plan: 'Start letrozole', objective: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        ...SOAP,
        objective: null,
        plan: 'Start letrozole',
        created_at: first.created_at,
        updated_at: hoursFrom(0.1).toISOString(),
      });
    } finally {
      clock.set(hoursFrom(0));
    }
    expect(await auditOf('consultation.notes_written', a.id)).toHaveLength(2);
  });

  it('tells the patient when a summary is added or changed, not when it stays or goes', async () => {
    const a = await visit();
    await written(a.id);
    const count = async () => (await summaryNotices()).length;
    const start = await count();
    const patch = async (body: Record<string, unknown>) =>
      expect((await call(expert, 'PATCH', url(a.id), body)).statusCode).toBe(200);
    await patch({ shared_summary: 'Your tests are booked.' });
    expect(await count()).toBe(start + 1);
    await patch({ shared_summary: 'Your tests are booked.', plan: 'Booked' });
    expect(await count()).toBe(start + 1);
    await patch({ shared_summary: 'Your tests are booked for Monday.' });
    expect(await count()).toBe(start + 2);
    await patch({ shared_summary: null });
    expect(await count()).toBe(start + 2);
    // Withdrawn, the summary is no longer hers to read.
    expect((await call(patient, 'GET', url(a.id))).statusCode).toBe(404);
  });

  it.each([
    ['an empty change', {}, ['body'], MESSAGES.atLeastOneField],
    [
      'a long assessment',
      { assessment: 'x'.repeat(5001) },
      ['body', 'assessment'],
      'Assessment must be at most 5000 characters',
    ],
  ])('refuses %s with 422', async (_label, body, loc, msg) => {
    const a = await visit();
    await written(a.id);
    const res = await call(expert, 'PATCH', url(a.id), body);
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc, msg }]);
  });

  it('refuses to clear all four sections with 422: the note would be empty', async () => {
    const a = await visit();
    await written(a.id, { plan: 'Only a plan', shared_summary: 'Summary' });
    const res = await call(expert, 'PATCH', url(a.id), { plan: '' });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc: ['body'], msg: M.notesEmpty }]);
    expect((await call(expert, 'GET', url(a.id))).json()).toMatchObject({ plan: 'Only a plan' });
  });

  it('answers 404 "No notes yet" before a note was written', async () => {
    const a = await visit();
    const res = await call(expert, 'PATCH', url(a.id), { plan: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.notesNotFound });
  });

  it('answers 401, 403 to a patient, 404 to another expert', async () => {
    const a = await visit();
    await written(a.id);
    expect((await call(null, 'PATCH', url(a.id), { plan: 'x' })).statusCode).toBe(401);
    expect((await call(patient, 'PATCH', url(a.id), { plan: 'x' })).statusCode).toBe(403);
    const other = await call(otherExpert, 'PATCH', url(a.id), { plan: 'x' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: M.appointmentNotFound });
  });

  it('refuses with 409 once the visit is no longer confirmed or completed', async () => {
    const a = await visit('confirmed');
    await written(a.id);
    // The expert cancelled it afterwards: what was written stays, but it is no longer edited.
    await app.deps.db.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'expert' })
      .where(eq(appointments.id, a.id));
    const res = await call(expert, 'PATCH', url(a.id), { plan: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: M.notesNotAllowed });
  });
});

describe('GET .../appointments/:id/notes', () => {
  it('answers the expert the whole note and audits the read', async () => {
    const a = await visit();
    const notes = await written(a.id, { ...SOAP, shared_summary: 'Shared' });
    const res = await call(expert, 'GET', url(a.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(notes);
    const audit = await auditOf('consultation.notes_viewed', a.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: expert.user.id, targetUserId: patient.user.id });
  });

  it('answers the patient the shared summary alone', async () => {
    const a = await visit();
    await written(a.id, { ...SOAP, shared_summary: 'Your results are good.' });
    const res = await call(patient, 'GET', url(a.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appointment_id: a.id,
      subjective: null,
      objective: null,
      assessment: null,
      plan: null,
      shared_summary: 'Your results are good.',
    });
    expect(await auditOf('consultation.notes_viewed', a.id)).toHaveLength(0);
  });

  it('answers the patient 404 when the note has no shared summary, as when there is no note', async () => {
    const a = await visit();
    expect((await call(patient, 'GET', url(a.id))).json()).toEqual({ detail: M.notesNotFound });
    await written(a.id);
    const res = await call(patient, 'GET', url(a.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.notesNotFound });
  });

  it('answers the expert 404 before a note was written, without an audit row', async () => {
    const a = await visit();
    const res = await call(expert, 'GET', url(a.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.notesNotFound });
    expect(await auditOf('consultation.notes_viewed', a.id)).toHaveLength(0);
  });

  it('answers 404 to anyone who is not a party, 403 to staff and 401 without a token', async () => {
    const a = await visit();
    await written(a.id, { ...SOAP, shared_summary: 'Shared' });
    for (const stranger of [otherPatient, otherExpert]) {
      const res = await call(stranger, 'GET', url(a.id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: M.appointmentNotFound });
    }
    expect((await call(admin, 'GET', url(a.id))).statusCode).toBe(403);
    expect((await call(null, 'GET', url(a.id))).statusCode).toBe(401);
  });
});
