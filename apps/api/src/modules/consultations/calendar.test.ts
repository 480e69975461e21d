import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CALENDAR_MESSAGES, CONSULTATION_MESSAGES as M } from '@fertilia/contracts';
import { appointments } from '../../db/schema';
import { createUserWithToken, type TestUser } from '../../test/users';
import {
  DAY,
  T0,
  addSlot,
  appointmentRow,
  appointmentUrl,
  at,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  mailsOf,
  notificationsOf,
  parseVisitCalendar,
  type MovableClock,
} from './appointment-test-helpers';

/*
 * The visit's calendar event through its life (ADR 014): the UID and SEQUENCE each change gives it, the
 * .ics file of "Add to calendar", and the summary mail left out where an invitation mail goes instead.
 */
describe('the calendar event of a visit', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  let otherPatient: TestUser;
  let otherExpert: TestUser;
  let admin: TestUser;
  let day = 2;
  const nextSlot = () => addSlot(app, expert, at(day++ * DAY));
  beforeAll(async () => {
    ({ app, clock } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 24 });
    otherExpert = await createExpert(app);
    patient = await createPatient(app);
    otherPatient = await createPatient(app);
    admin = await createUserWithToken(app, { role: 'admin' });
  });
  afterEach(() => clock.set(T0));
  afterAll(() => app.close());

  const ics = (who: TestUser | null, id: number) => call(app, who, 'GET', appointmentUrl(id, 'calendar.ics'));
  const eventOf = async (who: TestUser, id: number) => {
    const res = await ics(who, id);
    expect(res.statusCode).toBe(200);
    return parseVisitCalendar(res.body);
  };
  const uidOf = (id: number) => `fertilia-visit-${id}@localhost`;
  const put = (who: TestUser, id: number, action: string, body: unknown) =>
    call(app, who, 'PUT', appointmentUrl(id, action), body);
  const post = (who: TestUser, id: number, action: string, body: unknown) =>
    call(app, who, 'POST', appointmentUrl(id, action), body);
  const summaryTitles = async (who: TestUser) => (await mailsOf(app, who.user.id)).map((m) => m.title);

  it('a confirmed visit is served as an invitation to each party, worded for her', async () => {
    const slot = await nextSlot();
    const { id } = await confirmed(app, patient, expert, slot);
    expect(await appointmentRow(app, id)).toMatchObject({ calendarUid: uidOf(id), calendarSequence: 0 });

    const res = await ics(patient, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fertilia-visit-${id}.ics"`);
    const forPatient = parseVisitCalendar(res.body);
    expect(forPatient).toMatchObject({
      method: 'REQUEST',
      uid: uidOf(id),
      sequence: 0,
      start: slot.startsAt,
      end: slot.endsAt,
      status: 'CONFIRMED',
      summary: `Fertilia consultation with Eva ${expert.user.lastName}`,
      url: `http://localhost:3000/appointments/${id}/visit`,
      organizer: { email: 'no-reply@fertilia.local' },
    });
    expect(forPatient.attendees.map((a) => a.email)).toEqual([patient.user.email]);
    const forExpert = await eventOf(expert, id);
    expect(forExpert.summary).toBe(`Fertilia consultation with Pat ${patient.user.lastName}`);
    expect(forExpert.uid).toBe(forPatient.uid);
  });

  it('answers 404 to anyone but the parties, 403 to staff, 401 without a token, 422 for a bad id', async () => {
    const { id } = await confirmed(app, patient, expert, await nextSlot());
    for (const stranger of [otherPatient, otherExpert])
      expect((await ics(stranger, id)).json()).toEqual({ detail: M.appointmentNotFound });
    expect((await ics(otherPatient, 999_999)).statusCode).toBe(404);
    expect((await ics(admin, id)).statusCode).toBe(403);
    expect((await ics(null, id)).statusCode).toBe(401);
    expect((await ics(patient, 0)).statusCode).toBe(422);
    expect(
      (await call(app, patient, 'GET', '/api/consultations/appointments/abc/calendar.ics')).statusCode,
    ).toBe(422);
  });

  it('answers 409 for a visit never confirmed: a request, a declined one, one cancelled while pending', async () => {
    const { id: pending } = await book(app, patient, await nextSlot());
    const refusal = { detail: CALENDAR_MESSAGES.notInCalendar };
    expect((await ics(patient, pending)).statusCode).toBe(409);
    expect((await ics(expert, pending)).json()).toEqual(refusal);
    await put(expert, pending, 'accept', { accepted: false, reason: 'Away that week' });
    expect((await ics(patient, pending)).json()).toEqual(refusal);
    const { id: withdrawn } = await book(app, patient, await nextSlot());
    await post(patient, withdrawn, 'cancel', { reason: 'Changed my mind' });
    expect((await ics(patient, withdrawn)).json()).toEqual(refusal);
    expect((await appointmentRow(app, withdrawn))!.calendarUid).toBeNull();
  });

  it('a cancelled visit is served as CANCEL, one SEQUENCE up', async () => {
    const { id } = await confirmed(app, patient, expert, await nextSlot());
    await post(expert, id, 'cancel', { reason: 'Unwell' });
    expect(await eventOf(patient, id)).toMatchObject({
      method: 'CANCEL',
      uid: uidOf(id),
      sequence: 1,
      status: 'CANCELLED',
    });
  });

  it('moved by the expert: the successor keeps the UID one SEQUENCE up; the old one is no longer served', async () => {
    const [from, to] = [await nextSlot(), await nextSlot()];
    const old = await confirmed(app, patient, expert, from);
    const moved = (
      await put(expert, old.id, 'reschedule', { new_slot_id: to.id, reason: 'Clinic closed' })
    ).json();
    expect(moved.status).toBe('confirmed');
    expect(await eventOf(patient, moved.id)).toMatchObject({
      method: 'REQUEST',
      uid: uidOf(old.id),
      sequence: 1,
      start: to.startsAt,
      url: `http://localhost:3000/appointments/${moved.id}/visit`,
    });
    expect((await ics(patient, old.id)).json()).toEqual({ detail: CALENDAR_MESSAGES.notInCalendar });
  });

  it('moved by the patient: the old time is withdrawn, the new one invited once accepted, same UID', async () => {
    const [from, to] = [await nextSlot(), await nextSlot()];
    const old = await confirmed(app, patient, expert, from);
    const moved = (
      await put(patient, old.id, 'reschedule', { new_slot_id: to.id, reason: 'Work trip' })
    ).json();
    expect(moved.status).toBe('pending');
    expect(await appointmentRow(app, old.id)).toMatchObject({
      calendarUid: uidOf(old.id),
      calendarSequence: 1,
    });
    expect(await appointmentRow(app, moved.id)).toMatchObject({
      calendarUid: uidOf(old.id),
      calendarSequence: 1,
    });
    expect((await ics(patient, moved.id)).statusCode).toBe(409);
    await put(expert, moved.id, 'accept', { accepted: true });
    expect(await eventOf(expert, moved.id)).toMatchObject({
      method: 'REQUEST',
      uid: uidOf(old.id),
      sequence: 2,
      start: to.startsAt,
    });
  });

  it('a request moved before it was confirmed has no event until it is', async () => {
    const [from, to] = [await nextSlot(), await nextSlot()];
    const { id } = await book(app, patient, from);
    const moved = (await put(patient, id, 'reschedule', { new_slot_id: to.id, reason: 'Work trip' })).json();
    expect((await appointmentRow(app, moved.id))!.calendarUid).toBeNull();
    await put(expert, moved.id, 'accept', { accepted: true });
    expect(await eventOf(patient, moved.id)).toMatchObject({ uid: uidOf(moved.id), sequence: 0 });
  });

  it('a visit confirmed before invitations existed gets its UID when first asked for', async () => {
    const { id } = await confirmed(app, patient, expert, await nextSlot());
    // Rows confirmed before migration 0014 carry no UID.
    await app.deps.db.db.update(appointments).set({ calendarUid: null }).where(eq(appointments.id, id));
    expect((await eventOf(patient, id)).uid).toBe(uidOf(id));
    expect((await appointmentRow(app, id))!.calendarUid).toBe(uidOf(id));
  });

  describe('the summary mail leaves out what an invitation mail says', () => {
    it('confirmation, cancellation and a move of a confirmed visit: in the app, not in the summary', async () => {
      const before = (await summaryTitles(patient)).length;
      const { id } = await confirmed(app, patient, expert, await nextSlot());
      const titles = (await notificationsOf(app, patient.user.id)).map((n) => n.title);
      expect(titles).toContain('Appointment confirmed');
      await post(expert, id, 'cancel', { reason: 'Unwell' });
      const [from, to] = [await nextSlot(), await nextSlot()];
      const other = await confirmed(app, patient, expert, from);
      await put(expert, other.id, 'reschedule', { new_slot_id: to.id, reason: 'Clinic closed' });
      expect((await summaryTitles(patient)).slice(before)).toEqual([]);
      expect((await notificationsOf(app, patient.user.id)).map((n) => n.title)).toEqual(
        expect.arrayContaining(['Appointment cancelled', 'Appointment moved']),
      );
    });

    it('a request, a refusal, or a pending visit cancelled are still mailed in the summary', async () => {
      const { id } = await book(app, patient, await nextSlot());
      expect(await summaryTitles(expert)).toContain('New appointment request');
      await put(expert, id, 'accept', { accepted: false, reason: 'Away' });
      expect(await summaryTitles(patient)).toContain('Appointment declined');
      const { id: second } = await book(app, patient, await nextSlot());
      const cancelledBefore = (await summaryTitles(expert)).filter(
        (t) => t === 'Appointment cancelled',
      ).length;
      await post(patient, second, 'cancel', { reason: 'Changed my mind' });
      expect((await summaryTitles(expert)).filter((t) => t === 'Appointment cancelled')).toHaveLength(
        cancelledBefore + 1,
      );
    });
  });
});
