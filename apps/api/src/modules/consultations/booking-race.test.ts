import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTATION_MESSAGES as M } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import {
  APPOINTMENTS,
  DAY,
  addSlot,
  appointmentRowsOfSlot,
  at,
  call,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  notificationsOf,
} from './appointment-test-helpers';

const PATIENTS = 20;

/*
 * ADR 012: the partial unique index, not a read before the write, keeps a slot to one live appointment. On
 * PostgreSQL (TEST_DATABASE_URL) the twenty bookings run in concurrent transactions on several connections;
 * on PGlite they are serialised by its single connection, and the rule must hold there too.
 */
describe(`${PATIENTS} patients booking one slot at once`, () => {
  let app: FastifyInstance;
  let expert: TestUser;
  let patients: TestUser[];
  beforeAll(async () => {
    ({ app } = await createAppointmentTestApp());
    expert = await createExpert(app, { minNoticeHours: 0 });
    patients = [];
    for (let i = 0; i < PATIENTS; i++) patients.push(await createPatient(app));
  });
  afterAll(() => app.close());

  it('gives the slot to exactly one and answers the others 409 slotTaken', async () => {
    const slot = await addSlot(app, expert, at(3 * DAY));
    const answers = await Promise.all(
      patients.map((patient) => call(app, patient, 'POST', APPOINTMENTS, { slot_id: slot.id })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const losers = answers.filter((res) => res.statusCode !== 201);
    expect(losers).toHaveLength(PATIENTS - 1);
    for (const res of losers) expect(res.json()).toEqual({ detail: M.slotTaken });

    const rows = await appointmentRowsOfSlot(app, slot.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    const winner = answers.find((res) => res.statusCode === 201)!.json();
    expect(rows[0]!.id).toBe(winner.id);
    // The losers' transactions left nothing behind: the expert was told once.
    expect(await notificationsOf(app, expert.user.id)).toHaveLength(1);
  });
});
