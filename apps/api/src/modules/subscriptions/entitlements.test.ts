import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLAN_ENTITLEMENT_LABELS, SUBSCRIPTION_MESSAGES } from '@fertilia/contracts';
import { subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { createMoneyTestApp, member, send } from '../payments/payments-test-helpers';
import {
  CURRENT,
  currentOf,
  freePlanWith,
  offerPlans,
  subscribeAs,
  type Catalogue,
} from './subscription-test-helpers';

/*
 * What a plan unlocks is enforced by the API (ADR 017): a patient's messages to experts and doctors
 * (`expert_chat`) need a plan that includes them; members among themselves and professionals never do.
 */

const CHAT = '/api/community/chat/conversations/';
const refusal = SUBSCRIPTION_MESSAGES.notEntitled(PLAN_ENTITLEMENT_LABELS.expert_chat);

let app: FastifyInstance;
let plans: Catalogue;
let doctor: TestUser;

beforeAll(async () => {
  ({ app } = await createMoneyTestApp());
  plans = await offerPlans(app);
  doctor = await member(app, 'doctor');
});
afterAll(() => app.close());

const startChat = (who: TestUser, withWhom: TestUser) =>
  send(app, who, 'POST', CHAT, { participants: [withWhom.user.id] });

describe('expert_chat', () => {
  it('refuses a patient without the plan a conversation with a doctor, but not with another patient', async () => {
    const patient = await member(app);
    const friend = await member(app);
    const res = await startChat(patient, doctor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: refusal });
    expect((await startChat(patient, friend)).statusCode).toBe(201);
  });

  it('lets a Care subscriber write, and refuses her messages again once the plan has ended', async () => {
    const patient = await member(app);
    expect(
      (await subscribeAs(app, patient, { plan_id: plans.care.id, payment_method_id: 'pm_card_visa' }))
        .statusCode,
    ).toBe(201);
    const started = await startChat(patient, doctor);
    expect(started.statusCode).toBe(201);
    const id = started.json().id;
    const write = () =>
      send(app, patient, 'POST', `${CHAT}${id}/messages/`, { content: 'About my next cycle' });
    expect((await write()).statusCode).toBe(201);
    // The doctor answers whatever plan the patient has.
    expect(
      (await send(app, doctor, 'POST', `${CHAT}${id}/messages/`, { content: 'Happy to help' })).statusCode,
    ).toBe(201);

    // Cancelled with a payment overdue, it ends at once: her next message is refused, the doctor's is not.
    await app.deps.db.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.userId, patient.user.id));
    expect((await send(app, patient, 'POST', `${CURRENT}/cancel`)).json().status).toBe('canceled');
    const refused = await write();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: refusal });
    expect(
      (await send(app, doctor, 'POST', `${CHAT}${id}/messages/`, { content: 'Still here' })).statusCode,
    ).toBe(201);
  });

  it('counts what the free plans give every account', async () => {
    const other = await createMoneyTestApp();
    try {
      await freePlanWith(other.app, ['expert_chat']);
      const patient = await member(other.app);
      const theDoctor = await member(other.app, 'doctor');
      expect((await currentOf(other.app, patient)).entitlements).toEqual(['expert_chat']);
      const res = await send(other.app, patient, 'POST', CHAT, { participants: [theDoctor.user.id] });
      expect(res.statusCode).toBe(201);
    } finally {
      await other.app.close();
    }
  });

  it('never asks an expert or a doctor for a plan', async () => {
    const expert = await member(app, 'expert');
    expect((await startChat(expert, doctor)).statusCode).toBe(201);
  });

  it('holds nothing back while the subscription features are switched off', async () => {
    const off = await createTestApp({ env: { ENABLE_SUBSCRIPTION_FEATURES: 'false' } });
    try {
      const patient = await member(off);
      const theDoctor = await member(off, 'doctor');
      expect((await send(off, patient, 'POST', CHAT, { participants: [theDoctor.user.id] })).statusCode).toBe(
        201,
      );
    } finally {
      await off.close();
    }
  });
});
