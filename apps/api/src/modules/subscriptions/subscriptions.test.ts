import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { journalSum } from '../ledger/ledger-test-helpers';
import {
  T0,
  auditOf,
  createMoneyTestApp,
  member,
  newKey,
  notificationsOf,
  send,
} from '../payments/payments-test-helpers';
import {
  CURRENT,
  SUBSCRIPTIONS,
  currentOf,
  invoiceRows,
  offerPlans,
  subscribeAs,
  subscriptionPayments,
  subscriptionRows,
  type Catalogue,
} from './subscription-test-helpers';

let app: FastifyInstance;
let plans: Catalogue;

beforeAll(async () => {
  ({ app } = await createMoneyTestApp());
  plans = await offerPlans(app);
});
afterAll(() => app.close());

const care = () => ({ plan_id: plans.care.id, payment_method_id: 'pm_card_visa' });
const fieldError = (res: { json(): unknown }) =>
  (res.json() as { detail: { loc: string[]; msg: string }[] }).detail[0];

describe('POST /api/subscriptions', () => {
  it('subscribes with the monthly price, charges the card once, books the revenue and sends a receipt', async () => {
    const patient = await member(app);
    const res = await subscribeAs(app, patient, care());
    expect(res.statusCode).toBe(201);
    const sub = res.json();
    expect(sub).toMatchObject({
      status: 'active',
      plan: { id: plans.care.id, name: 'Care', entitlements: ['expert_chat', 'ai_assistant'] },
      price: { id: plans.care.monthly, amount: 1900, currency: 'GBP', interval: 'month' },
      payment_method: { brand: 'visa', last4: '4242' },
      current_period_start: T0.toISOString(),
      current_period_end: '2027-01-01T08:00:00.000Z',
      cancel_at_period_end: false,
      pending_change: null,
      next_action_url: null,
    });
    const [invoice] = await invoiceRows(app, patient.user.id);
    expect(invoice).toMatchObject({ status: 'paid', amount: 1900, attempts: 1, cardLast4: '4242' });
    expect(await journalSum(app)).toBe(0);
    const notices = await notificationsOf(app, patient.user.id);
    expect(notices.map((n) => n.title)).toEqual([`Receipt FS-${String(invoice!.id).padStart(6, '0')}`]);
    expect(notices[0]!.message).toContain('£19.00 for Care');
    expect((await auditOf(app, 'subscription.created')).at(-1)).toMatchObject({ actorId: patient.user.id });
    const current = await currentOf(app, patient);
    expect(current.subscription.id).toBe(sub.id);
    expect(current.entitlements).toEqual(['expert_chat', 'ai_assistant']);
  });

  it('takes the yearly price when asked, and answers a replayed key with the same subscription', async () => {
    const patient = await member(app);
    const key = newKey();
    const body = { ...care(), price_id: plans.care.yearly };
    const first = await subscribeAs(app, patient, body, key);
    const again = await subscribeAs(app, patient, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ price: { amount: 19000, interval: 'year' } });
    expect(first.json().current_period_end).toBe('2027-12-01T08:00:00.000Z');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await subscriptionRows(app, patient.user.id)).toHaveLength(1);
    expect(await subscriptionPayments(app, patient.user.id)).toHaveLength(1);
    // The same key for another request is refused, and a second subscription is a 409.
    const reused = await subscribeAs(app, patient, care(), key);
    expect(reused.statusCode).toBe(422);
    const second = await subscribeAs(app, patient, care());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.alreadySubscribed });
  });

  it('refuses a declined card with 402 "Subscription failed" and leaves her without a plan', async () => {
    const patient = await member(app);
    const res = await subscribeAs(app, patient, { ...care(), payment_method_id: 'pm_card_chargeDeclined' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      detail: `${SUBSCRIPTION_MESSAGES.failed}: ${PAYMENT_MESSAGES.cardDeclined}`,
    });
    const [row] = await subscriptionRows(app, patient.user.id);
    expect(row).toMatchObject({ status: 'canceled' });
    expect((await invoiceRows(app, patient.user.id))[0]).toMatchObject({ status: 'void' });
    expect((await currentOf(app, patient)).entitlements).toEqual([]);
    // Nothing stands in the way of trying again with another card.
    expect((await subscribeAs(app, patient, care())).statusCode).toBe(201);
  });

  it('waits for 3-D Secure, then the provider’s event makes it active', async () => {
    const patient = await member(app);
    const res = await subscribeAs(app, patient, {
      ...care(),
      payment_method_id: 'pm_card_authenticationRequired',
    });
    expect(res.statusCode).toBe(201);
    const sub = res.json();
    expect(sub.status).toBe('incomplete');
    expect(sub.next_action_url).toMatch(/^\/payments\/confirm\/pi_sandbox_/);
    expect((await currentOf(app, patient)).entitlements).toEqual([]);
    const intentId = sub.next_action_url.split('/').pop();
    const page = await send(app, patient, 'GET', `/api/payments/sandbox/intents/${intentId}`);
    expect(page.json()).toMatchObject({ purpose: 'subscription', amount: 1900 });
    const confirmed = await send(app, patient, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
      outcome: 'complete',
    });
    expect(confirmed.statusCode).toBe(200);
    await app.jobs.drain();
    expect((await currentOf(app, patient)).subscription.status).toBe('active');
    expect(await journalSum(app)).toBe(0);
  });

  describe('validation', () => {
    let patient: TestUser;
    beforeAll(async () => {
      patient = await member(app);
    });
    const refused = async (body: Record<string, unknown>, field: string, msg: string) => {
      const res = await subscribeAs(app, patient, body);
      expect(res.statusCode).toBe(422);
      expect(fieldError(res)).toMatchObject({ loc: ['body', field], msg });
    };

    it('needs a positive plan_id', async () => {
      await refused({ ...care(), plan_id: -1 }, 'plan_id', SUBSCRIPTION_MESSAGES.planId);
      await refused({ ...care(), plan_id: 0 }, 'plan_id', SUBSCRIPTION_MESSAGES.planId);
      await refused({ ...care(), plan_id: '3' }, 'plan_id', SUBSCRIPTION_MESSAGES.planId);
      await refused({ payment_method_id: 'pm_card_visa' }, 'plan_id', SUBSCRIPTION_MESSAGES.planId);
    });

    it('needs a payment_method_id', async () => {
      await refused({ plan_id: plans.care.id }, 'payment_method_id', PAYMENT_MESSAGES.paymentMethodRequired);
      await refused(
        { ...care(), payment_method_id: '  ' },
        'payment_method_id',
        PAYMENT_MESSAGES.paymentMethodRequired,
      );
      await refused(
        { ...care(), payment_method_id: 'pm_nothing' },
        'payment_method_id',
        PAYMENT_MESSAGES.paymentMethodUnknown,
      );
    });

    it('takes only an active, recurring, paid price of an active plan', async () => {
      await refused({ ...care(), plan_id: 999_999 }, 'plan_id', SUBSCRIPTION_MESSAGES.planNotFound);
      await refused({ ...care(), plan_id: plans.retired.id }, 'plan_id', SUBSCRIPTION_MESSAGES.planNotFound);
      await refused({ ...care(), plan_id: plans.free.id }, 'plan_id', SUBSCRIPTION_MESSAGES.planIsFree);
      await refused(
        { ...care(), price_id: plans.complete.monthly },
        'price_id',
        SUBSCRIPTION_MESSAGES.priceNotFound,
      );
      await refused({ ...care(), price_id: -4 }, 'price_id', SUBSCRIPTION_MESSAGES.priceId);
      await refused(
        { ...care(), plan_id: plans.oneTime.id, price_id: plans.oneTime.price },
        'price_id',
        SUBSCRIPTION_MESSAGES.notRecurring,
      );
    });

    it('needs an Idempotency-Key', async () => {
      const res = await subscribeAs(app, patient, care(), null);
      expect(res.statusCode).toBe(422);
      expect(fieldError(res)).toMatchObject({ loc: ['header', 'idempotency-key'] });
      expect(await subscriptionRows(app, patient.user.id)).toEqual([]);
    });
  });

  it('answers 401 without a token and 403 to anyone but a patient', async () => {
    expect((await subscribeAs(app, null, care())).statusCode).toBe(401);
    expect((await send(app, null, 'GET', CURRENT)).statusCode).toBe(401);
    for (const role of ['expert', 'doctor', 'admin'] as const) {
      const someone = await member(app, role);
      expect((await subscribeAs(app, someone, care())).statusCode).toBe(403);
      expect((await send(app, someone, 'POST', `${CURRENT}/cancel`)).statusCode).toBe(403);
    }
  });
});

describe('changing a subscription', () => {
  it('cancels at the period end (the plan stays), resumes, and refuses to resume twice', async () => {
    const patient = await member(app);
    await subscribeAs(app, patient, care());
    const canceled = await send(app, patient, 'POST', `${CURRENT}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await currentOf(app, patient)).entitlements).toContain('expert_chat');
    const resumed = await send(app, patient, 'POST', `${CURRENT}/resume`);
    expect(resumed.json()).toMatchObject({ status: 'active', cancel_at_period_end: false });
    const again = await send(app, patient, 'POST', `${CURRENT}/resume`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.notResumable });
    expect((await auditOf(app, 'subscription.canceled')).at(-1)).toMatchObject({ actorId: patient.user.id });
  });

  it('changes plan from the next period, and undoes the change with the current price', async () => {
    const patient = await member(app);
    const sub = (await subscribeAs(app, patient, care())).json();
    const changed = await send(app, patient, 'POST', `${CURRENT}/change`, {
      plan_id: plans.complete.id,
      price_id: plans.complete.monthly,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      plan: { name: 'Care' },
      pending_change: {
        plan_id: plans.complete.id,
        plan_name: 'Complete',
        starts_at: sub.current_period_end,
      },
    });
    const undone = await send(app, patient, 'POST', `${CURRENT}/change`, {
      plan_id: plans.care.id,
      price_id: plans.care.monthly,
    });
    expect(undone.json().pending_change).toBeNull();
    const same = await send(app, patient, 'POST', `${CURRENT}/change`, { plan_id: plans.care.id });
    expect(same.statusCode).toBe(409);
    const bad = await send(app, patient, 'POST', `${CURRENT}/change`, { plan_id: -1 });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 404 to a patient with no subscription', async () => {
    const patient = await member(app);
    for (const path of ['cancel', 'resume'])
      expect((await send(app, patient, 'POST', `${CURRENT}/${path}`)).json()).toEqual({
        detail: SUBSCRIPTION_MESSAGES.noSubscription,
      });
    expect(await currentOf(app, patient)).toEqual({ subscription: null, entitlements: [] });
  });
});

describe('receipts', () => {
  it('lists her own, newest first, and answers 404 for anyone else’s', async () => {
    const patient = await member(app);
    const other = await member(app);
    await subscribeAs(app, patient, care());
    const list = await send(app, patient, 'GET', `${SUBSCRIPTIONS}/invoices?limit=5`);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ total: 1, skip: 0, limit: 5 });
    expect(page.items[0]).toMatchObject({
      plan_name: 'Care',
      amount: 1900,
      status: 'paid',
      card_last4: '4242',
    });
    const id = page.items[0].id;
    expect((await send(app, patient, 'GET', `${SUBSCRIPTIONS}/invoices/${id}`)).json().receipt_number).toBe(
      page.items[0].receipt_number,
    );
    const theirs = await send(app, other, 'GET', `${SUBSCRIPTIONS}/invoices/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.invoiceNotFound });
    expect((await send(app, patient, 'GET', `${SUBSCRIPTIONS}/invoices?limit=0`)).statusCode).toBe(422);
    expect((await send(app, null, 'GET', `${SUBSCRIPTIONS}/invoices`)).statusCode).toBe(401);
  });
});

describe('with the subscription features switched off', () => {
  it('answers 404 to every call and holds nothing back', async () => {
    const off = await createTestApp({ env: { ENABLE_SUBSCRIPTION_FEATURES: 'false' } });
    try {
      const patient = await member(off);
      const res = await send(off, patient, 'GET', CURRENT);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: SUBSCRIPTION_MESSAGES.unavailable });
      expect(
        (await subscribeAs(off, patient, { plan_id: 1, payment_method_id: 'pm_card_visa' })).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });
});
