import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { disputes } from '../../db/schema';
import {
  DAY,
  addSlot,
  appointmentUrl,
  at,
  auditOf,
  createAppointmentTestApp,
  createExpert,
  createPatient,
  type MovableClock,
} from '../consultations/appointment-test-helpers';
import { createUserWithToken, type TestUser } from '../../test/users';
import { FEE, PRICE, bookPaid, escrowOf, fund, pricedExpert, send } from './escrow-test-helpers';

let app: FastifyInstance;
let clock: MovableClock;
let expert: TestUser;
let patient: TestUser;
let visitId: number;
beforeAll(async () => {
  ({ app, clock } = await createAppointmentTestApp());
  expert = await pricedExpert(app);
  patient = await createPatient(app);
  await fund(app, patient, 10_000);
  const slot = await addSlot(app, expert, at(2 * DAY));
  visitId = (await bookPaid(app, patient, slot)).id;
});
afterAll(() => app.close());

const detail = (who: TestUser | null, id = visitId) =>
  send(app, who, { method: 'GET', url: `/api/payments/appointments/${id}` });

describe('GET /api/payments/appointments/:id', () => {
  it('shows the patient the charge, the escrow, the timeline, the receipt and the policy', async () => {
    const res = await detail(patient);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const escrow = (await escrowOf(app, visitId))!;
    expect(body).toMatchObject({
      viewer: 'patient',
      appointment: { id: visitId, status: 'pending', expert: { id: expert.user.id } },
      price: { amount: PRICE, currency: 'GBP' },
      escrow: {
        status: 'held',
        status_display: 'Held',
        held: { amount: PRICE },
        refunded: { amount: 0 },
        released_to_expert: { amount: 0 },
        expert_earnings: { amount: PRICE - FEE },
        release_after: null,
      },
      receipt: {
        number: `FRT-${String(escrow.id).padStart(8, '0')}`,
        amount: { amount: PRICE, currency: 'GBP' },
      },
      dispute: null,
      can_dispute: false,
      dispute_deadline: null,
    });
    expect(body.timeline).toEqual([
      expect.objectContaining({
        kind: 'visit_payment',
        amount: { amount: PRICE, currency: 'GBP' },
        fee: null,
      }),
    ]);
    expect(body.refund_policy.join(' ')).toContain('50% is refunded');
  });

  it('lets the patient dispute a completed visit until its release, and shows a dispute once opened', async () => {
    expect(
      (
        await send(app, expert, {
          method: 'PUT',
          url: appointmentUrl(visitId, 'accept'),
          payload: { accepted: true },
        })
      ).statusCode,
    ).toBe(200);
    clock.set(at(2 * DAY + 30 * 60_000));
    expect(
      (await send(app, expert, { method: 'POST', url: appointmentUrl(visitId, 'complete') })).statusCode,
    ).toBe(200);
    const open = (await detail(patient)).json();
    expect(open.can_dispute).toBe(true);
    expect(open.dispute_deadline).toBe(open.escrow.release_after);
    expect((await detail(expert)).json().can_dispute).toBe(false);

    const escrow = (await escrowOf(app, visitId))!;
    await app.deps.db.db.insert(disputes).values({
      escrowId: escrow.id,
      openedById: patient.user.id,
      reason: 'The call dropped after five minutes',
      status: 'open',
    });
    const disputed = (await detail(patient)).json();
    expect(disputed.can_dispute).toBe(false);
    expect(disputed.dispute).toMatchObject({ status: 'open', status_display: 'Open', refund: null });
  });

  it('shows the expert what she earns', async () => {
    const res = await detail(expert);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      viewer: 'expert',
      escrow: { expert_earnings: { amount: PRICE - FEE } },
    });
  });

  it('lets finance and admins read it, and audits their look', async () => {
    for (const role of ['finance', 'admin'] as const) {
      const staff = await createUserWithToken(app, { role });
      const res = await detail(staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().viewer).toBe('finance');
    }
    const audits = await auditOf(app, 'payments.visit_payment_viewed');
    expect(audits).toHaveLength(2);
  });

  it('answers 404 to anyone else, for a free visit and for no appointment; 401 without a token', async () => {
    expect((await detail(await createPatient(app))).statusCode).toBe(404);
    expect((await detail(await createExpert(app))).statusCode).toBe(404);
    expect((await detail(await createUserWithToken(app, { role: 'support' }))).statusCode).toBe(404);
    expect((await detail(patient, 999_999)).statusCode).toBe(404);
    const free = await createExpert(app, { minNoticeHours: 12 });
    const slot = await addSlot(app, free, at(5 * DAY));
    const freeVisit = await send(app, patient, {
      method: 'POST',
      url: '/api/consultations/appointments/',
      payload: { slot_id: slot.id },
    });
    expect((await detail(patient, freeVisit.json().id)).statusCode).toBe(404);
    expect((await detail(null)).statusCode).toBe(401);
    expect(
      (await send(app, patient, { method: 'GET', url: '/api/payments/appointments/abc' })).statusCode,
    ).toBe(422);
  });
});
