import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M } from '@fertilia/contracts';
import { issues } from '../../test/http';
import type { TestUser } from '../../test/users';
import {
  DAY,
  addSlot,
  appointmentRow,
  at,
  auditOf,
  book,
  call,
  createAppointmentTestApp,
  createExpert,
  createPatient,
} from './appointment-test-helpers';

const CONSULTATIONS = '/api/consultations/';

/** ADR 012: the /api/consultations/ family names a slot by its expert and start instant. */
describe('the /api/consultations/ family', () => {
  let app: FastifyInstance;
  let expert: TestUser;
  let otherExpert: TestUser;
  let patient: TestUser;
  let otherPatient: TestUser;
  beforeAll(async () => {
    ({ app } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 0 });
    otherExpert = await createExpert(app, { minNoticeHours: 0 });
    patient = await createPatient(app);
    otherPatient = await createPatient(app);
  });
  afterAll(() => app.close());

  const create = (who: TestUser | null, body: unknown) => call(app, who, 'POST', CONSULTATIONS, body);

  it('books the expert’s slot starting at date_time, whatever offset it is written in', async () => {
    const slot = await addSlot(app, expert, new Date('2026-12-05T09:00:00Z'));
    const res = await create(patient, {
      expert_id: expert.user.id,
      date_time: '2026-12-05T10:00:00+01:00',
      notes: 'First visit',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', slot_id: slot.id, notes: 'First visit' });
    expect((await auditOf(app, 'consultation.booked')).map((e) => e.details?.appointment_id)).toContain(
      res.json().id,
    );
    const again = await create(otherPatient, {
      expert_id: expert.user.id,
      date_time: '2026-12-05T09:00:00Z',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.slotTaken);
  });

  it('answers 404 when the expert has no slot at that instant, or is another expert', async () => {
    await addSlot(app, expert, new Date('2026-12-06T09:00:00Z'));
    for (const body of [
      { expert_id: expert.user.id, date_time: '2026-12-06T09:15:00Z' },
      { expert_id: otherExpert.user.id, date_time: '2026-12-06T09:00:00Z' },
      { expert_id: 999_999, date_time: '2026-12-06T09:00:00Z' },
    ]) {
      const res = await create(patient, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(M.noSlotAtTime);
    }
  });

  it('checks the body and the caller', async () => {
    const bad = await create(patient, { expert_id: 0, date_time: 'tomorrow at nine' });
    expect(issues(bad)).toEqual([
      { loc: ['body', 'expert_id'], msg: M.expertId },
      { loc: ['body', 'date_time'], msg: M.startsAtFormat },
    ]);
    const body = { expert_id: expert.user.id, date_time: '2026-12-06T09:00:00Z' };
    expect((await create(null, body)).statusCode).toBe(401);
    expect((await create(otherExpert, body)).statusCode).toBe(403);
  });

  it('cancels through /:id/cancel/ as the appointment cancel does', async () => {
    const { id } = await book(app, patient, await addSlot(app, expert, at(3 * DAY)));
    const url = `${CONSULTATIONS}${id}/cancel/`;
    expect(issues(await call(app, patient, 'POST', url, { reason: 'abc' }))[0]!.msg).toBe(M.reasonTooShort);
    expect((await call(app, otherPatient, 'POST', url, { reason: 'Not mine' })).statusCode).toBe(404);
    const res = await call(app, expert, 'POST', url, { reason: 'Away that day' });
    expect(res.json()).toMatchObject({ id, status: 'cancelled', cancelled_by: 'expert' });
  });

  it('reschedules through /:id/reschedule/ to the same expert’s slot at new_date_time', async () => {
    const { id } = await book(app, patient, await addSlot(app, expert, at(4 * DAY)));
    const to = await addSlot(app, expert, new Date('2026-12-09T14:00:00Z'));
    await addSlot(app, otherExpert, new Date('2026-12-09T15:00:00Z'));
    const url = `${CONSULTATIONS}${id}/reschedule/`;
    const short = await call(app, patient, 'POST', url, {
      new_date_time: '2026-12-09T14:00:00Z',
      reason: 'no',
    });
    expect(issues(short)).toEqual([{ loc: ['body', 'reason'], msg: M.rescheduleReasonTooShort }]);
    const noSlot = await call(app, patient, 'POST', url, {
      new_date_time: '2026-12-09T15:00:00Z',
      reason: 'Later please',
    });
    expect(noSlot.statusCode).toBe(404);
    expect(noSlot.json().detail).toBe(M.noSlotAtTime);
    const stranger = await call(app, otherPatient, 'POST', url, {
      new_date_time: '2026-12-09T14:00:00Z',
      reason: 'Not my visit',
    });
    expect(stranger.json()).toEqual({ detail: M.appointmentNotFound });
    const res = await call(app, patient, 'POST', url, {
      new_date_time: '2026-12-09T09:00:00-05:00',
      reason: 'Afternoon suits me',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', slot_id: to.id, rescheduled_from_id: id });
    expect((await appointmentRow(app, id))!.status).toBe('rescheduled');
  });
});
