import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONSULTATION_MESSAGES as M, reviewSchema, type AppointmentStatus } from '@fertilia/contracts';
import { auditEvents, notifications } from '../../db/schema';
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

/* Spec 02 §5/§7: a patient rates a completed visit 1 to 5, once; either party reads the review. */

const clock = testClock();
let app: FastifyInstance;
let expert: TestUser;
let otherExpert: TestUser;
let patient: TestUser;
let otherPatient: TestUser;
let admin: TestUser;
let hour = 0;
const call = (...args: InjectAsArgs) => injectAs(app, ...args);
const url = (id: number) => `/api/consultations/appointments/${id}/review`;

beforeAll(async () => {
  app = await createCareTestApp(clock);
  expert = await createExpert(app);
  otherExpert = await createExpert(app, 'doctor', 'Henrik');
  patient = await createPatient(app);
  otherPatient = await createPatient(app, { firstName: 'Lena' });
  admin = await createUserWithToken(app, { role: 'admin' });
});
afterAll(() => app.close());

/** A visit of `patient` with `expert` in `status`, each at its own past hour. */
const visit = (status: AppointmentStatus = 'completed', who = { patient, expert }) =>
  seedAppointment(app, { ...who, status, startsAt: hoursFrom(-48 - ++hour) });

const auditOf = (appointmentId: number) =>
  app.deps.db.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, 'consultation.reviewed'))
    .then((rows) => rows.filter((r) => r.details?.appointment_id === appointmentId));
const noticesOf = (who: TestUser) =>
  app.deps.db.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

describe('POST .../appointments/:id/review', () => {
  it('records the rating and comment of a completed visit, audits it and tells the expert', async () => {
    const a = await visit();
    const before = (await noticesOf(expert)).length;
    const res = await call(patient, 'POST', url(a.id), { rating: 5, comment: '  Kind and clear.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const review = reviewSchema.parse(res.json());
    expect(review).toMatchObject({
      rating: 5,
      comment: 'Kind and clear.',
      created_at: clock.now().toISOString(),
    });

    const audit = await auditOf(a.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: patient.user.id, targetUserId: expert.user.id });
    expect(audit[0]!.details).toEqual({ appointment_id: a.id });

    const notices = await noticesOf(expert);
    expect(notices).toHaveLength(before + 1);
    const notice = notices.find((n) => n.title === 'New review of your visit')!;
    expect(notice).toMatchObject({ type: 'appointment_update', link: '/appointments' });
    expect(notice.message).toMatch(/^Sofia Marquez rated your visit of .+ 5 out of 5\.$/);
    // The comment is the patient's words to read on the review, not to copy into a notification or e-mail.
    expect(notice.message).not.toContain('Kind');
  });

  it('accepts an appointment_id equal to the path, and no comment', async () => {
    const a = await visit();
    const res = await call(patient, 'POST', url(a.id), { rating: 1, appointment_id: a.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 1, comment: null });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating', M.ratingRange],
    ['a rating of 6', { rating: 6 }, 'rating', M.ratingRange],
    ['a rating of 3.5', { rating: 3.5 }, 'rating', M.ratingRange],
    ['a rating as text', { rating: '5' }, 'rating', M.ratingRange],
    ['no rating', {}, 'rating', M.ratingRange],
    [
      'a comment over 1000 characters',
      { rating: 4, comment: 'x'.repeat(1001) },
      'comment',
      'Comment must be at most 1000 characters',
    ],
  ])('refuses %s with 422', async (_label, body, field, msg) => {
    const a = await visit();
    const res = await call(patient, 'POST', url(a.id), body);
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc: ['body', field], msg }]);
  });

  it('refuses an appointment_id naming another visit with 422, and writes nothing', async () => {
    const a = await visit();
    const b = await visit();
    const res = await call(patient, 'POST', url(a.id), { rating: 4, appointment_id: b.id });
    expect(res.statusCode).toBe(422);
    expect(issues(res)).toEqual([{ loc: ['body', 'appointment_id'], msg: M.reviewAppointmentMismatch }]);
    expect((await call(patient, 'GET', url(a.id))).statusCode).toBe(404);
    expect((await call(patient, 'GET', url(b.id))).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const a = await visit();
    expect((await call(null, 'POST', url(a.id), { rating: 5 })).statusCode).toBe(401);
  });

  it('answers 403 to a professional, even the expert of the visit', async () => {
    const a = await visit();
    expect((await call(expert, 'POST', url(a.id), { rating: 5 })).statusCode).toBe(403);
    expect((await call(admin, 'POST', url(a.id), { rating: 5 })).statusCode).toBe(403);
  });

  it("answers 404 to another patient and for an id that does not exist, as the same 'not found'", async () => {
    const a = await visit();
    const res = await call(otherPatient, 'POST', url(a.id), { rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.appointmentNotFound });
    const missing = await call(patient, 'POST', url(999_999), { rating: 5 });
    expect(missing.json()).toEqual({ detail: M.appointmentNotFound });
    expect(await auditOf(a.id)).toHaveLength(0);
  });

  it.each(['pending', 'confirmed', 'rejected', 'cancelled', 'rescheduled'] as const)(
    'refuses a %s visit with 409',
    async (status) => {
      const a = await visit(status);
      const before = (await noticesOf(expert)).length;
      const res = await call(patient, 'POST', url(a.id), { rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: M.reviewNotCompleted });
      expect(await noticesOf(expert)).toHaveLength(before);
      expect(await auditOf(a.id)).toHaveLength(0);
    },
  );

  it('refuses a second review with 409 and keeps the first', async () => {
    const a = await visit();
    expect((await call(patient, 'POST', url(a.id), { rating: 4 })).statusCode).toBe(201);
    const again = await call(patient, 'POST', url(a.id), { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: M.reviewExists });
    expect((await call(patient, 'GET', url(a.id))).json()).toMatchObject({ rating: 4, comment: null });
    expect(await auditOf(a.id)).toHaveLength(1);
  });

  it('lets one of two reviews sent at once through (the unique index decides)', async () => {
    const a = await visit();
    const answers = await Promise.all([5, 3].map((rating) => call(patient, 'POST', url(a.id), { rating })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await auditOf(a.id)).toHaveLength(1);
  });
});

describe('GET .../appointments/:id/review', () => {
  it('answers the review to both parties', async () => {
    const a = await visit();
    const created = (await call(patient, 'POST', url(a.id), { rating: 3, comment: 'Fine' })).json();
    for (const who of [patient, expert]) {
      const res = await call(who, 'GET', url(a.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
    }
  });

  it('answers 404 with "No review yet" before the patient rated it', async () => {
    const a = await visit();
    const res = await call(expert, 'GET', url(a.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.reviewNotFound });
  });

  it('answers 404 to anyone who is not a party, 403 to staff and 401 without a token', async () => {
    const a = await visit();
    await call(patient, 'POST', url(a.id), { rating: 5 });
    for (const stranger of [otherPatient, otherExpert]) {
      const res = await call(stranger, 'GET', url(a.id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: M.appointmentNotFound });
    }
    expect((await call(admin, 'GET', url(a.id))).statusCode).toBe(403);
    expect((await call(null, 'GET', url(a.id))).statusCode).toBe(401);
  });

  it('refuses a path id that is not a positive whole number with 422', async () => {
    const res = await call(patient, 'GET', '/api/consultations/appointments/abc/review');
    expect(res.statusCode).toBe(422);
    expect(issues(res)[0]!.loc).toEqual(['path', 'id']);
  });
});
