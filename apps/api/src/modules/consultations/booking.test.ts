import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, DEFAULT_MIN_NOTICE_HOURS, MESSAGES } from '@fertilia/contracts';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import {
  APPOINTMENTS,
  DAY,
  HOUR,
  addSlot,
  appointmentRowsOfSlot,
  appointmentUrl,
  at,
  auditOf,
  book,
  call,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  mailsOf,
  notificationsOf,
  type MovableClock,
} from './appointment-test-helpers';

describe('booking a slot', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 24 });
    patient = await createPatient(app);
  });
  afterAll(() => app.close());

  const post = (who: TestUser | null, body: unknown) => call(app, who, 'POST', APPOINTMENTS, body);

  it('books a free slot as a pending request, copying its times and the notice, for the patient', async () => {
    const slot = await addSlot(app, expert, at(3 * DAY));
    const res = await post(patient, { slot_id: slot.id, notes: '  Second opinion on my AMH  ' });
    expect(res.statusCode).toBe(201);
    const appointment = res.json();
    expect(appointment).toMatchObject({
      status: 'pending',
      status_display: 'Awaiting confirmation',
      slot_id: slot.id,
      starts_at: slot.startsAt.toISOString(),
      ends_at: slot.endsAt.toISOString(),
      notes: 'Second opinion on my AMH',
      min_notice_hours: 24,
      time_zone: 'Europe/Paris',
      patient: { id: patient.user.id, name: patient.user.firstName + ' ' + patient.user.lastName },
      expert: { id: expert.user.id, specialization: 'IVF', role: 'expert' },
      allowed_actions: ['cancel', 'reschedule'],
    });
    const rows = await appointmentRowsOfSlot(app, slot.id);
    expect(rows).toHaveLength(1);
  });

  it('tells the expert in the app and by mail, in her zone, and audits the id only', async () => {
    const slot = await addSlot(app, expert, new Date('2026-12-10T09:00:00Z'));
    const { id } = await book(app, patient, slot);
    const [notice] = (await notificationsOf(app, expert.user.id)).filter((n) => n.message.includes('10 Dec'));
    expect(notice).toMatchObject({ title: 'New appointment request', link: '/appointments' });
    // London in December is UTC: 09:00.
    expect(notice!.message).toContain(`${patient.user.firstName} ${patient.user.lastName}`);
    expect(notice!.message).toContain('Thu, 10 Dec 2026, 09:00 – 09:30');
    expect((await mailsOf(app, expert.user.id)).length).toBeGreaterThan(0);
    const audit = (await auditOf(app, 'consultation.booked')).find((e) => e.details?.appointment_id === id);
    expect(audit).toMatchObject({ actorId: patient.user.id, details: { appointment_id: id } });
  });

  it('refuses a slot already held (409) and frees it again once the holder cancels', async () => {
    const slot = await addSlot(app, expert, at(4 * DAY));
    const first = await book(app, patient, slot);
    const other = await createPatient(app);
    const taken = await post(other, { slot_id: slot.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(M.slotTaken);
    const noticesBefore = (await notificationsOf(app, expert.user.id)).length;
    expect(noticesBefore).toBeGreaterThan(0);
    const cancelled = await call(app, patient, 'POST', appointmentUrl(first.id, 'cancel'), {
      reason: 'Found an earlier time',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await post(other, { slot_id: slot.id })).statusCode).toBe(201);
    const rows = await appointmentRowsOfSlot(app, slot.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it('refuses a past slot and one inside the expert’s notice (her schedule’s, else the default)', async () => {
    const past = await addSlot(app, expert, at(-2 * HOUR));
    expect((await post(patient, { slot_id: past.id })).json().detail).toBe(M.slotInPast);
    const soon = await addSlot(app, expert, at(23 * HOUR));
    const tooSoon = await post(patient, { slot_id: soon.id });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().detail).toBe(M.slotTooSoon(24));
    const noSchedule = await createExpert(app);
    const early = await addSlot(app, noSchedule, at((DEFAULT_MIN_NOTICE_HOURS - 1) * HOUR));
    expect((await post(patient, { slot_id: early.id })).json().detail).toBe(
      M.slotTooSoon(DEFAULT_MIN_NOTICE_HOURS),
    );
    const later = await addSlot(app, noSchedule, at((DEFAULT_MIN_NOTICE_HOURS + 1) * HOUR));
    const ok = await post(patient, { slot_id: later.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().min_notice_hours).toBe(DEFAULT_MIN_NOTICE_HOURS);
  });

  it('answers 404 for a missing slot and for a slot of an expert who is not listed', async () => {
    expect((await post(patient, { slot_id: 999_999 })).json()).toEqual({ detail: M.slotNotFound });
    for (const options of [
      { available: false },
      { verification: 'pending' as const },
      { verification: 'rejected' as const },
    ]) {
      const hidden = await createExpert(app, options);
      const slot = await addSlot(app, hidden, at(5 * DAY));
      const res = await post(patient, { slot_id: slot.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(M.slotNotFound);
    }
  });

  it('books a doctor’s slot like an expert’s', async () => {
    const doctor = await createExpert(app, { role: 'doctor' });
    const slot = await addSlot(app, doctor, at(6 * DAY));
    expect((await post(patient, { slot_id: slot.id })).statusCode).toBe(201);
  });

  it('checks the body: slot_id a positive whole number, notes at most 1000 characters', async () => {
    for (const slot_id of [undefined, 0, -3, 1.5, '7']) {
      const res = await post(patient, { slot_id });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'slot_id'], msg: M.slotId }]);
    }
    const slot = await addSlot(app, expert, at(7 * DAY));
    const long = await post(patient, { slot_id: slot.id, notes: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(issues(long)[0]!.loc).toEqual(['body', 'notes']);
  });

  it('needs a signed-in patient: 401 without a token, 403 for experts and admins', async () => {
    const slot = await addSlot(app, expert, at(8 * DAY));
    expect((await post(null, { slot_id: slot.id })).statusCode).toBe(401);
    const colleague = await createExpert(app);
    const asExpert = await post(colleague, { slot_id: slot.id });
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json().detail).toBe(MESSAGES.forbidden);
    expect(await appointmentRowsOfSlot(app, slot.id)).toHaveLength(0);
  });

  it('keeps the clock’s time: a slot becomes past when the clock passes it', async () => {
    const slot = await addSlot(app, expert, at(2 * DAY));
    clock.set(at(2 * DAY + HOUR));
    try {
      expect((await post(patient, { slot_id: slot.id })).json().detail).toBe(M.slotInPast);
    } finally {
      clock.set(at(0));
    }
  });
});
