import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M, LIFECYCLE_MESSAGES as L } from '@fertilia/contracts';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import {
  DAY,
  HOUR,
  T0,
  addSlot,
  appointmentRow,
  appointmentRowsOfSlot,
  appointmentUrl,
  at,
  auditOf,
  book,
  call,
  confirmed,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  notificationsOf,
  type MovableClock,
} from './appointment-test-helpers';

describe('rescheduling', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let expert: TestUser;
  let patient: TestUser;
  let otherPatient: TestUser;
  let otherExpert: TestUser;
  let day = 2;
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

  const move = (who: TestUser | null, id: number, body: unknown) =>
    call(app, who, 'PUT', appointmentUrl(id, 'reschedule'), body);
  const refused = (res: { statusCode: number; json: () => { detail: unknown } }, detail: string) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(detail);
  };

  it('by the patient: the old one ends as rescheduled, the successor waits for the expert', async () => {
    const [from, to] = [await nextSlot(), await nextSlot()];
    const old = await confirmed(app, patient, expert, from);
    const res = await move(patient, old.id, { new_slot_id: to.id, reason: 'Work trip moved' });
    expect(res.statusCode).toBe(200);
    const successor = res.json();
    expect(successor).toMatchObject({
      status: 'pending',
      slot_id: to.id,
      starts_at: to.startsAt.toISOString(),
      rescheduled_from_id: old.id,
      rescheduled_to_id: null,
    });
    expect(await appointmentRow(app, old.id)).toMatchObject({
      status: 'rescheduled',
      statusReason: 'Work trip moved',
      cancelledBy: 'patient',
      rescheduledToId: successor.id,
    });
    const notice = (await notificationsOf(app, expert.user.id)).at(-1)!;
    expect(notice.title).toBe('Appointment moved');
    expect(notice.message).toContain('Please accept or decline the new time.');
    const [audit] = (await auditOf(app, 'consultation.rescheduled')).filter(
      (e) => e.details?.appointment_id === old.id,
    );
    expect(audit!.details).toEqual({ appointment_id: old.id, rescheduled_to_id: successor.id });
    // The old slot is free again.
    expect((await book(app, otherPatient, from)).status).toBe('pending');
    refused(
      await move(patient, old.id, { new_slot_id: (await nextSlot()).id, reason: 'Once more' }),
      L.notAllowed('reschedule', 'rescheduled'),
    );
  });

  it('by the expert: the successor is confirmed, even inside her notice, and the patient is told', async () => {
    const old = await book(app, patient, await nextSlot());
    const soon = await addSlot(app, expert, at(3 * HOUR));
    const res = await move(expert, old.id, { new_slot_id: soon.id, reason: 'Earlier is better' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', rescheduled_from_id: old.id });
    expect((await appointmentRow(app, res.json().id))!.confirmedAt).toEqual(T0);
    const notice = (await notificationsOf(app, patient.user.id)).at(-1)!;
    expect(notice).toMatchObject({ title: 'Appointment moved' });
    expect(notice.message).not.toContain('accept or decline');
  });

  // A failure midway: the old appointment is already marked rescheduled when the successor's insert hits
  // the live-slot index, and the rollback must undo that mark.
  it('to a held slot: 409 and nothing changed (the old appointment keeps its status)', async () => {
    const old = await confirmed(app, patient, expert, await nextSlot());
    const held = await nextSlot();
    await book(app, otherPatient, held);
    const before = (await notificationsOf(app, expert.user.id)).length;
    refused(await move(patient, old.id, { new_slot_id: held.id, reason: 'That one please' }), M.slotTaken);
    expect(await appointmentRow(app, old.id)).toMatchObject({ status: 'confirmed', rescheduledToId: null });
    expect(await appointmentRowsOfSlot(app, held.id)).toHaveLength(1);
    expect((await notificationsOf(app, expert.user.id)).length).toBe(before);
  });

  it('refuses the same slot, another expert’s, a past one, one inside the notice for the patient, a missing one', async () => {
    const from = await nextSlot();
    const old = await book(app, patient, from);
    const reason = 'A better time';
    refused(await move(patient, old.id, { new_slot_id: from.id, reason }), M.sameSlot);
    refused(
      await move(patient, old.id, { new_slot_id: (await nextSlot(otherExpert)).id, reason }),
      M.otherExpertSlot,
    );
    refused(
      await move(expert, old.id, { new_slot_id: (await addSlot(app, expert, at(-HOUR))).id, reason }),
      M.slotInPast,
    );
    refused(
      await move(patient, old.id, { new_slot_id: (await addSlot(app, expert, at(5 * HOUR))).id, reason }),
      M.slotTooSoon(24),
    );
    const missing = await move(patient, old.id, { new_slot_id: 999_999, reason });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(M.slotNotFound);
    expect((await appointmentRow(app, old.id))!.status).toBe('pending');
  });

  it('inside the visit’s notice: refused to the patient', async () => {
    const from = await nextSlot();
    const old = await confirmed(app, patient, expert, from);
    const to = await nextSlot();
    clock.set(new Date(from.startsAt.getTime() - 2 * HOUR));
    refused(
      await move(patient, old.id, { new_slot_id: to.id, reason: 'Stuck in traffic' }),
      L.tooLateForPatient('reschedule'),
    );
    expect((await move(expert, old.id, { new_slot_id: to.id, reason: 'Patient is stuck' })).statusCode).toBe(
      200,
    );
  });

  it('checks the body: a positive new_slot_id and a reason of at least 5 characters', async () => {
    const old = await book(app, patient, await nextSlot());
    for (const new_slot_id of [0, -1, 'x', undefined]) {
      const res = await move(patient, old.id, { new_slot_id, reason: 'Long enough' });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'new_slot_id'], msg: M.newSlotId }]);
    }
    for (const reason of ['abc', '    ', undefined]) {
      const res = await move(patient, old.id, { new_slot_id: 1, reason });
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['body', 'reason'], msg: M.rescheduleReasonTooShort }]);
    }
  });

  it('is a party’s only: 401, 404 for another patient or expert', async () => {
    const old = await book(app, patient, await nextSlot());
    const to = await nextSlot();
    expect((await move(null, old.id, { new_slot_id: to.id, reason: 'Not signed in' })).statusCode).toBe(401);
    for (const stranger of [otherPatient, otherExpert])
      expect((await move(stranger, old.id, { new_slot_id: to.id, reason: 'Not my visit' })).statusCode).toBe(
        404,
      );
    expect(await appointmentRowsOfSlot(app, to.id)).toHaveLength(0);
  });
});
