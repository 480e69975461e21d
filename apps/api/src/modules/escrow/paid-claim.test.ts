import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MONEY_MESSAGES } from '@fertilia/contracts';
import { slotOffers } from '../../db/schema';
import {
  DAY,
  addSlot,
  appointmentUrl,
  at,
  createAppointmentTestApp,
  createPatient,
} from '../consultations/appointment-test-helpers';
import type { TestUser } from '../../test/users';
import { PRICE, balance, bookPaid, escrowOf, fund, newKey, pricedExpert, send } from './escrow-test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createAppointmentTestApp());
});
afterAll(() => app.close());

const offersOf = (who: TestUser) =>
  app.deps.db.db
    .select()
    .from(slotOffers)
    .where(eq(slotOffers.patientId, who.user.id))
    .orderBy(asc(slotOffers.id));

describe('claiming a freed paid slot', () => {
  it('pays for the new visit like a booking: 422 without a key, charged once with one', async () => {
    const expert = await pricedExpert(app);
    const holder = await createPatient(app);
    const waiter = await createPatient(app);
    await fund(app, holder, PRICE);
    await fund(app, waiter, 10_000);
    const slot = await addSlot(app, expert, at(2 * DAY));
    const held = await bookPaid(app, holder, slot);
    const watch = await send(app, waiter, {
      method: 'POST',
      url: '/api/consultations/slot-watches',
      payload: { expert_id: expert.user.id, before: at(30 * DAY).toISOString() },
    });
    expect(watch.statusCode).toBe(201);
    const cancelled = await send(app, holder, {
      method: 'POST',
      url: appointmentUrl(held.id, 'cancel'),
      payload: { reason: 'Something came up' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balance(app, 'member_funds', holder)).toBe(PRICE);
    const [offer] = await offersOf(waiter);
    const url = `/api/consultations/slot-offers/${offer!.id}/claim`;

    const unkeyed = await send(app, waiter, { method: 'POST', url, payload: {} });
    expect(unkeyed.statusCode).toBe(422);
    expect(unkeyed.json().detail[0].msg).toBe(MONEY_MESSAGES.idempotencyKeyMissing);
    expect(await balance(app, 'member_funds', waiter)).toBe(10_000);

    const key = newKey();
    const claimed = await send(app, waiter, { method: 'POST', url, payload: {}, key });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ payment_status: 'held', price: { amount: PRICE } });
    const replay = await send(app, waiter, { method: 'POST', url, payload: {}, key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance(app, 'member_funds', waiter)).toBe(10_000 - PRICE);
    expect((await escrowOf(app, claimed.json().id))!.amount).toBe(PRICE);
  });
});
