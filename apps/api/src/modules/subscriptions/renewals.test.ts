import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';
import { subscriptions } from '../../db/schema';
import { createTestAppWithSmtp, type TestSmtp } from '../../test/smtp';
import { movableClock, type MovableClock } from '../consultations/appointment-test-helpers';
import { journalSum } from '../ledger/ledger-test-helpers';
import { signInAgain, type TestUser } from '../../test/users';
import { T0, member, newKey, notificationsOf, send as sendAs } from '../payments/payments-test-helpers';
import {
  CURRENT,
  currentOf as currentAs,
  invoiceRows,
  offerPlans,
  subscribeAs,
  subscriptionRows,
  type Catalogue,
} from './subscription-test-helpers';

/*
 * Renewals on a test clock: the five-minute sweep of the jobs runner charges due subscriptions without the
 * member, retries a declined renewal over the grace period, and ends what was set to end.
 */

let app: FastifyInstance;
let smtp: TestSmtp;
let clock: MovableClock;
let plans: Catalogue;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  clock = movableClock();
  ({ app, smtp } = await createTestAppWithSmtp({ clock }));
  plans = await offerPlans(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** Moves the clock to `date` and lets the runner do everything due by then (the sweep included). */
async function runAt(date: Date) {
  clock.set(date);
  await app.jobs.drain();
}

/**
 * A patient subscribed to Care. The runner's sweep keeps its own schedule on the clock, so each test starts
 * after the last moment the one before reached, and time only moves forward.
 */
async function subscribed(paymentMethod = 'pm_card_visa', start = new Date(clock.now().getTime() + DAY)) {
  clock.set(start);
  const patient = await member(app);
  const res = await subscribeAs(app, patient, { plan_id: plans.care.id, payment_method_id: paymentMethod });
  expect(res.statusCode).toBe(201);
  await app.jobs.drain();
  return { patient, sub: res.json() };
}

/** Calls as her, signed in at the clock's time (the clock moves past her first token's life). */
const send = async (...[app, who, ...rest]: Parameters<typeof sendAs>) =>
  sendAs(app, who && (await signInAgain(app, who)), ...rest);
const currentOf = async (app: FastifyInstance, who: TestUser) => currentAs(app, await signInAgain(app, who));

const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email)).map((m) => m.subject);

describe('renewals', () => {
  it('retries a declined renewal in the grace period and recovers when she changes her card', async () => {
    const { patient, sub } = await subscribed();
    // Her card starts failing (Stripe's card that saves but declines every charge).
    expect(
      (
        await send(app, patient, 'PUT' as 'POST', `${CURRENT}/payment-method`, {
          payment_method_id: 'pm_card_chargeCustomerFail',
        })
      ).statusCode,
    ).toBe(200);
    const end = new Date(sub.current_period_end);
    await runAt(new Date(end.getTime() + 5 * 60_000));
    let current = (await currentOf(app, patient)).subscription;
    expect(current).toMatchObject({
      status: 'past_due',
      failure_message: PAYMENT_MESSAGES.cardDeclined,
      next_attempt_at: new Date(end.getTime() + DAY).toISOString(),
      grace_ends_at: new Date(end.getTime() + 7 * DAY).toISOString(),
    });
    // In the grace period the plan's benefits stay.
    expect((await currentOf(app, patient)).entitlements).toContain('expert_chat');
    expect(mailsTo(patient.user.email)).toContain('Fertilia: Your subscription payment was declined');

    // The first retry, a day later, is declined too; the next is two days after it.
    await runAt(new Date(end.getTime() + DAY + 60_000));
    current = (await currentOf(app, patient)).subscription;
    expect(current.next_attempt_at).toBe(new Date(end.getTime() + 3 * DAY).toISOString());
    expect((await invoiceRows(app, patient.user.id)).at(-1)).toMatchObject({ status: 'open', attempts: 2 });

    // A new card is tried at once: paid, and the period runs on from where it ended.
    const fixed = await send(app, patient, 'PUT' as 'POST', `${CURRENT}/payment-method`, {
      payment_method_id: 'pm_card_mastercard',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: 'active',
      payment_method: { brand: 'mastercard', last4: '4444' },
      current_period_start: end.toISOString(),
      next_attempt_at: null,
      failure_message: null,
    });
    const invoices = await invoiceRows(app, patient.user.id);
    expect(invoices.at(-1)).toMatchObject({ status: 'paid', attempts: 3, cardLast4: '4444' });
    expect(invoices).toHaveLength(2);
    expect(await journalSum(app)).toBe(0);
  });

  it('ends the subscription when the last retry fails, and tells her', async () => {
    const { patient, sub } = await subscribed();
    await send(app, patient, 'PUT' as 'POST', `${CURRENT}/payment-method`, {
      payment_method_id: 'pm_card_chargeCustomerFail',
    });
    const end = new Date(sub.current_period_end).getTime();
    for (const offset of [5 * 60_000, DAY + 60_000, 3 * DAY + 60_000, 7 * DAY + 60_000])
      await runAt(new Date(end + offset));
    const current = await currentOf(app, patient);
    expect(current.subscription).toMatchObject({
      status: 'canceled',
      ended_at: new Date(end + 7 * DAY + 60_000).toISOString(),
    });
    expect(current.entitlements).toEqual([]);
    expect((await invoiceRows(app, patient.user.id)).at(-1)).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await notificationsOf(app, patient.user.id)).at(-1)!.title).toBe('Your Care plan has ended');
    // Ended, she may subscribe again.
    expect(
      (
        await subscribeAs(app, await signInAgain(app, patient), {
          plan_id: plans.care.id,
          payment_method_id: 'pm_card_visa',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('ends at the period end what she cancelled, charging nothing', async () => {
    const { patient, sub } = await subscribed();
    await send(app, patient, 'POST', `${CURRENT}/cancel`);
    const end = new Date(sub.current_period_end);
    await runAt(new Date(end.getTime() - 60_000));
    expect((await currentOf(app, patient)).subscription.status).toBe('active');
    await runAt(new Date(end.getTime() + 5 * 60_000));
    const current = await currentOf(app, patient);
    expect(current.subscription).toMatchObject({ status: 'canceled', ended_at: end.toISOString() });
    expect(current.entitlements).toEqual([]);
    expect(await invoiceRows(app, patient.user.id)).toHaveLength(1);
    expect(mailsTo(patient.user.email)).toContain('Fertilia: Your Care plan has ended');
  });

  it('applies a change of plan at the renewal, with a new anchor when the interval changes', async () => {
    const { patient, sub } = await subscribed();
    await send(app, patient, 'POST', `${CURRENT}/change`, {
      plan_id: plans.care.id,
      price_id: plans.care.yearly,
    });
    const end = new Date(sub.current_period_end);
    await runAt(new Date(end.getTime() + 5 * 60_000));
    const current = (await currentOf(app, patient)).subscription;
    expect(current).toMatchObject({
      status: 'active',
      price: { id: plans.care.yearly, amount: 19000, interval: 'year' },
      pending_change: null,
      current_period_start: end.toISOString(),
    });
    const yearOn = new Date(end);
    yearOn.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(current.current_period_end).toBe(yearOn.toISOString());
  });

  it('declines an off-session renewal whose card asks for authentication (nobody is there to give it)', async () => {
    const { patient } = await subscribed();
    await app.deps.db.db
      .update(subscriptions)
      .set({ paymentMethod: 'pm_card_authenticationRequired' })
      .where(eq(subscriptions.userId, patient.user.id));
    const [row] = await subscriptionRows(app, patient.user.id);
    await runAt(new Date(row!.currentPeriodEnd!.getTime() + 5 * 60_000));
    const current = (await currentOf(app, patient)).subscription;
    expect(current).toMatchObject({
      status: 'past_due',
      failure_message: PAYMENT_MESSAGES.authenticationRequired,
    });
  });
  it('renews at the period end, keeping the day of the month (31 January → 28 February → 31 March)', async () => {
    const start = new Date('2031-01-31T10:00:00Z');
    const { patient } = await subscribed('pm_card_visa', start);
    await runAt(new Date('2031-02-28T10:05:00Z'));
    let current = (await currentOf(app, patient)).subscription;
    expect(current).toMatchObject({
      status: 'active',
      current_period_start: '2031-02-28T10:00:00.000Z',
      current_period_end: '2031-03-31T10:00:00.000Z',
    });
    await runAt(new Date('2031-03-31T10:05:00Z'));
    current = (await currentOf(app, patient)).subscription;
    expect(current.current_period_end).toBe('2031-04-30T10:00:00.000Z');
    const invoices = await invoiceRows(app, patient.user.id);
    expect(invoices.map((i) => [i.status, i.periodStart.toISOString()])).toEqual([
      ['paid', '2031-01-31T10:00:00.000Z'],
      ['paid', '2031-02-28T10:00:00.000Z'],
      ['paid', '2031-03-31T10:00:00.000Z'],
    ]);
    expect(mailsTo(patient.user.email).filter((s) => s.startsWith('Fertilia: Receipt FS-'))).toHaveLength(3);
    // A sweep with nothing due charges nothing more.
    await runAt(new Date('2031-04-01T10:05:00Z'));
    expect(await invoiceRows(app, patient.user.id)).toHaveLength(3);
    expect(await journalSum(app)).toBe(0);
  });
});

describe('subscription webhooks', () => {
  it('settles a 3-D Secure first payment once however often its event comes, and refuses a bad signature', async () => {
    const { signPayload } = await import('../payments/sandbox/sandbox-events');
    clock.set(T0);
    const patient = await member(app);
    const sub = (
      await subscribeAs(
        app,
        patient,
        { plan_id: plans.care.id, payment_method_id: 'pm_card_authenticationRequired' },
        newKey(),
      )
    ).json();
    const intentId = sub.next_action_url.split('/').pop();
    const [payment] = await app.deps.db.db.query.payments.findMany({
      where: (p, { eq: is }) => is(p.userId, patient.user.id),
    });
    const event = {
      id: `evt_test_${newKey()}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(T0.getTime() / 1000),
      data: {
        object: {
          id: intentId,
          status: 'succeeded',
          amount: 1900,
          currency: 'gbp',
          metadata: { payment_id: String(payment!.id) },
        },
      },
    };
    const body = JSON.stringify(event);
    const post = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      });
    const now = Math.floor(clock.now().getTime() / 1000);
    expect((await post(signPayload('wrong-secret-wrong-secret', body, now))).statusCode).toBe(400);
    expect((await currentOf(app, patient)).subscription.status).toBe('incomplete');
    const secret = app.deps.config.payments.webhookSecret;
    expect((await post(signPayload(secret, body, now))).statusCode).toBe(200);
    expect((await post(signPayload(secret, body, now))).statusCode).toBe(200);
    expect((await currentOf(app, patient)).subscription.status).toBe('active');
    const invoices = await invoiceRows(app, patient.user.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.status).toBe('paid');
    expect(await journalSum(app)).toBe(0);
  });
});
