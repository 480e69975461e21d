import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, LIFECYCLE_MESSAGES as L, MESSAGES } from '@fertilia/contracts';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  auditOf,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  mailsOf,
  notificationsOf,
  type MovableClock,
} from './appointment-test-helpers';

describe('the appointment’s life', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  let otherPatient: TestUser;
  let otherExpert: TestUser;
  let day = 2;
  /** A new slot of the expert, each a day after the last, so tests never share one. */
  const nextSlot = (who: TestUser = expert) => addSlot(app, who, at(day++ * DAY));
  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 24 });
    otherExpert = await createExpert(app);
    patient = await createPatient(app);
    otherPatient = await createPatient(app);
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());

  const put = (who: TestUser | null, id: number, action: string, body: unknown) =>
    call(app, who, 'PUT', appointmentUrl(id, action), body);
  const post = (who: TestUser | null, id: number, action: string, body?: unknown) =>
    call(app, who, 'POST', appointmentUrl(id, action), body);
  const lastNotice = async (who: TestUser) => (await notificationsOf(app, who.user.id)).at(-1);
  const refused = (res: { statusCode: number; json: () => { detail: unknown } }, detail: string) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(detail);
  };
  const audited = async (action: string, id: number) =>
    (await auditOf(app, action)).filter((e) => e.details?.appointment_id === id);

  describe('accept and decline', () => {
    it('confirms a request, tells the patient and audits it', async () => {
      const { id } = await book(app, patient, await nextSlot());
      const res = await put(expert, id, 'accept', { accepted: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'confirmed', allowed_actions: ['cancel', 'reschedule'] });
      expect((await appointmentRow(app, id))!.confirmedAt).toEqual(T0);
      expect(await lastNotice(patient)).toMatchObject({ title: 'Appointment confirmed' });
      expect((await lastNotice(patient))!.message).toContain(expert.user.lastName!);
      expect(await audited('consultation.accepted', id)).toHaveLength(1);
      refused(await put(expert, id, 'accept', { accepted: true }), L.notAllowed('accept', 'confirmed'));
      refused(
        await put(expert, id, 'accept', { accepted: false, reason: 'No' }),
        L.notAllowed('reject', 'confirmed'),
      );
    });

    it('declines with a reason the patient reads; the slot is free again', async () => {
      const slot = await nextSlot();
      const { id } = await book(app, patient, slot);
      const missing = await put(expert, id, 'accept', { accepted: false });
      expect(missing.statusCode).toBe(422);
      expect(issues(missing)).toEqual([{ loc: ['body', 'reason'], msg: M.rejectReasonRequired }]);
      expect(issues(await put(expert, id, 'accept', { accepted: false, reason: '   ' }))[0]!.msg).toBe(
        M.rejectReasonRequired,
      );
      const res = await put(expert, id, 'accept', { accepted: false, reason: 'I am away that week' });
      expect(res.json()).toMatchObject({ status: 'rejected', status_reason: 'I am away that week' });
      expect(res.json().allowed_actions).toEqual([]);
      const notice = await lastNotice(patient);
      expect(notice).toMatchObject({ title: 'Appointment declined' });
      expect(notice!.message).not.toContain('away');
      const [audit] = await audited('consultation.rejected', id);
      expect(audit!.details).toEqual({ appointment_id: id });
      refused(await put(expert, id, 'accept', { accepted: true }), L.notAllowed('accept', 'rejected'));
      expect((await book(app, otherPatient, slot)).status).toBe('pending');
    });

    it('checks accepted, and is the expert’s of that appointment only', async () => {
      const { id } = await book(app, patient, await nextSlot());
      const bad = await put(expert, id, 'accept', { accepted: 'yes' });
      expect(issues(bad)).toContainEqual({ loc: ['body', 'accepted'], msg: M.acceptedRequired });
      expect((await put(null, id, 'accept', { accepted: true })).statusCode).toBe(401);
      const asPatient = await put(patient, id, 'accept', { accepted: true });
      expect(asPatient.statusCode).toBe(403);
      expect(asPatient.json().detail).toBe(MESSAGES.forbidden);
      const stranger = await put(otherExpert, id, 'accept', { accepted: true });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().detail).toBe(M.appointmentNotFound);
      expect((await put(expert, 999_999, 'accept', { accepted: true })).statusCode).toBe(404);
      expect((await appointmentRow(app, id))!.status).toBe('pending');
    });
  });

  describe('cancel', () => {
    it('needs a reason of at least 5 characters', async () => {
      const { id } = await book(app, patient, await nextSlot());
      for (const [body, msg] of [
        [{}, M.reasonRequired],
        [{ reason: '' }, M.reasonRequired],
        [{ reason: '    ' }, M.reasonRequired],
        [{ reason: 'abc' }, M.reasonTooShort],
        [{ reason: 'x'.repeat(501) }, M.reasonTooLong],
      ] as const) {
        const res = await post(patient, id, 'cancel', body);
        expect(res.statusCode).toBe(422);
        expect(issues(res)).toEqual([{ loc: ['body', 'reason'], msg }]);
      }
    });

    it('by the patient: stores reason and side, tells the expert, audits without the reason', async () => {
      const { id } = await book(app, patient, await nextSlot());
      const res = await post(patient, id, 'cancel', { reason: 'Feeling unwell' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        status_reason: 'Feeling unwell',
        cancelled_by: 'patient',
      });
      expect(await lastNotice(expert)).toMatchObject({
        title: 'Appointment cancelled',
        link: '/appointments',
      });
      const [audit] = await audited('consultation.cancelled', id);
      expect(JSON.stringify(audit)).not.toContain('unwell');
      refused(
        await post(patient, id, 'cancel', { reason: 'Again please' }),
        L.notAllowed('cancel', 'cancelled'),
      );
      refused(
        await post(expert, id, 'cancel', { reason: 'Again please' }),
        L.notAllowed('cancel', 'cancelled'),
      );
    });

    it('by the expert, of a confirmed visit: tells the patient', async () => {
      const { id } = await confirmed(app, patient, expert, await nextSlot());
      const res = await post(expert, id, 'cancel', { reason: 'Clinic closed that day' });
      expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'expert' });
      const notice = await lastNotice(patient);
      expect(notice).toMatchObject({ title: 'Appointment cancelled' });
      expect(notice!.message).toContain(expert.user.lastName!);
    });

    it('inside the minimum notice: refused to the patient, allowed to the expert', async () => {
      const slot = await nextSlot();
      const { id } = await confirmed(app, patient, expert, slot);
      clock.set(new Date(slot.startsAt.getTime() - 23 * HOUR));
      const mine = await call(app, patient, 'GET', appointmentUrl(id));
      expect(mine.json().allowed_actions).toEqual([]);
      refused(await post(patient, id, 'cancel', { reason: 'Cannot come' }), L.tooLateForPatient('cancel'));
      const byExpert = await post(expert, id, 'cancel', { reason: 'Cannot come either' });
      expect(byExpert.statusCode).toBe(200);
    });

    it('is a party’s only: 401, and 404 for another patient or expert', async () => {
      const { id } = await book(app, patient, await nextSlot());
      expect((await post(null, id, 'cancel', { reason: 'Not mine' })).statusCode).toBe(401);
      for (const stranger of [otherPatient, otherExpert]) {
        const res = await post(stranger, id, 'cancel', { reason: 'Not mine at all' });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(M.appointmentNotFound);
      }
      expect((await appointmentRow(app, id))!.status).toBe('pending');
    });
  });

  describe('complete', () => {
    it('from the start on, by the expert: completed, the patient invited to review', async () => {
      const slot = await nextSlot();
      const { id } = await book(app, patient, slot);
      refused(await post(expert, id, 'complete'), L.notAllowed('complete', 'pending'));
      await put(expert, id, 'accept', { accepted: true });
      refused(await post(expert, id, 'complete'), L.notStarted);
      clock.set(new Date(slot.startsAt.getTime() + 5 * 60_000));
      expect((await post(patient, id, 'complete')).statusCode).toBe(403);
      expect((await post(otherExpert, id, 'complete')).statusCode).toBe(404);
      const res = await post(expert, id, 'complete');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed', completed_at: clock.now().toISOString() });
      expect(await lastNotice(patient)).toMatchObject({ title: 'How was your consultation?' });
      expect(await audited('consultation.completed', id)).toHaveLength(1);
      refused(await post(expert, id, 'complete'), L.notAllowed('complete', 'completed'));
      refused(
        await post(expert, id, 'cancel', { reason: 'Too late now' }),
        L.notAllowed('cancel', 'completed'),
      );
      refused(
        await put(expert, id, 'reschedule', { new_slot_id: (await nextSlot()).id, reason: 'Another time' }),
        L.notAllowed('reschedule', 'completed'),
      );
      expect((await post(null, id, 'complete')).statusCode).toBe(401);
    });
  });

  describe('join', () => {
    it('is open from 10 minutes before the start to the end, and records the first join of each side', async () => {
      const slot = await nextSlot();
      const { id } = await book(app, patient, slot);
      refused(await post(patient, id, 'join'), L.notAllowed('join', 'pending'));
      await put(expert, id, 'accept', { accepted: true });
      clock.set(new Date(slot.startsAt.getTime() - 11 * 60_000));
      refused(await post(patient, id, 'join'), L.joinClosed);
      const opened = new Date(slot.startsAt.getTime() - 5 * 60_000);
      clock.set(opened);
      const first = await post(patient, id, 'join');
      expect(first.json()).toMatchObject({ patient_joined_at: opened.toISOString(), expert_joined_at: null });
      clock.set(new Date(slot.startsAt.getTime() + 60_000));
      expect((await post(patient, id, 'join')).json().patient_joined_at).toBe(opened.toISOString());
      expect((await post(expert, id, 'join')).json().expert_joined_at).toBe(clock.now().toISOString());
      expect((await post(otherPatient, id, 'join')).statusCode).toBe(404);
      clock.set(new Date(slot.endsAt.getTime() + 60_000));
      refused(await post(expert, id, 'join'), L.joinClosed);
      expect((await post(null, id, 'join')).statusCode).toBe(401);
    });
  });

  describe('the patient’s notes', () => {
    it('can be changed by the patient while the visit is live and ahead', async () => {
      const slot = await nextSlot();
      const { id } = await book(app, patient, slot);
      const url = appointmentUrl(id);
      const res = await call(app, patient, 'PATCH', url, { notes: 'About my last scan' });
      expect(res.statusCode).toBe(200);
      expect(res.json().notes).toBe('About my last scan');
      expect((await call(app, patient, 'PATCH', url, { notes: null })).json().notes).toBeNull();
      const empty = await call(app, patient, 'PATCH', url, {});
      expect(empty.statusCode).toBe(422);
      expect(issues(empty)[0]!.msg).toBe(MESSAGES.atLeastOneField);
      expect((await call(app, expert, 'PATCH', url, { notes: 'x' })).statusCode).toBe(403);
      expect((await call(app, otherPatient, 'PATCH', url, { notes: 'x' })).statusCode).toBe(404);
      expect((await call(app, null, 'PATCH', url, { notes: 'x' })).statusCode).toBe(401);
      clock.set(slot.startsAt);
      refused(await call(app, patient, 'PATCH', url, { notes: 'Too late' }), M.bookingNoteLocked);
      clock.set(T0);
      await post(patient, id, 'cancel', { reason: 'Changed my mind' });
      refused(await call(app, patient, 'PATCH', url, { notes: 'Cancelled' }), M.bookingNoteLocked);
    });
  });

  describe('reading one', () => {
    it('answers a party, in her own zone, and 404 to anyone else', async () => {
      const { id } = await book(app, patient, await nextSlot());
      const mine = await call(app, patient, 'GET', appointmentUrl(id));
      expect(mine.statusCode).toBe(200);
      expect(mine.json().time_zone).toBe('Europe/Paris');
      const theirs = await call(app, expert, 'GET', appointmentUrl(id));
      expect(theirs.json()).toMatchObject({
        time_zone: 'Europe/London',
        allowed_actions: ['accept', 'reject', 'cancel', 'reschedule'],
      });
      for (const stranger of [otherPatient, otherExpert])
        expect((await call(app, stranger, 'GET', appointmentUrl(id))).json()).toEqual({
          detail: M.appointmentNotFound,
        });
      expect((await call(app, null, 'GET', appointmentUrl(id))).statusCode).toBe(401);
      expect((await call(app, patient, 'GET', appointmentUrl(0))).statusCode).toBe(422);
    });
  });

  it('mails each change to its recipient', async () => {
    expect((await mailsOf(app, patient.user.id)).length).toBeGreaterThan(0);
    expect((await mailsOf(app, expert.user.id)).length).toBeGreaterThan(0);
  });
});
