import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MONEY_MESSAGES, PAYMENT_MESSAGES, TOP_UP_MAX, TOP_UP_MIN } from '@fertilia/contracts';
import { paymentWebhookEvents, sandboxPaymentIntents } from '../../db/schema';
import type { TestUser } from '../../test/users';
import { issues } from '../../test/http';
import { signPayload } from './sandbox/sandbox-events';
import {
  PAYMENT_METHODS,
  T0,
  WEBHOOK,
  balance,
  createMoneyTestApp,
  member,
  newKey,
  notificationsOf,
  paymentRow,
  send,
  topUpEntriesOf,
  topUpWith,
} from './payments-test-helpers';
import type { MovableClock } from '../consultations/appointment-test-helpers';

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...extra,
});

describe('sandbox card provider and wallet top-ups', () => {
  let app: FastifyInstance;
  let clock: MovableClock;
  let pat: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ app, clock } = await createMoneyTestApp());
    pat = await member(app);
    other = await member(app);
  });
  afterEach(() => {
    clock.set(T0);
    vi.restoreAllMocks();
  });
  afterAll(() => app.close());

  describe('payment methods from card details', () => {
    it.each([
      ['4242 4242 4242 4242', 'pm_card_visa', 'visa', '4242'],
      ['5555555555554444', 'pm_card_mastercard', 'mastercard', '4444'],
      ['4000000000000002', 'pm_card_chargeDeclined', 'visa', '0002'],
      ['4000000000009995', 'pm_card_chargeDeclinedInsufficientFunds', 'visa', '9995'],
      ['4000-0027-6000-3184', 'pm_card_authenticationRequired', 'visa', '3184'],
    ])('maps %s to %s as at Stripe', async (number, id, brand, last4) => {
      const res = await send(app, pat, 'POST', PAYMENT_METHODS, card(number));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id, brand, last4 });
    });

    it('refuses a real (non-test) card as Stripe test mode does, and never echoes the number', async () => {
      const res = await send(app, pat, 'POST', PAYMENT_METHODS, card('4111111111111111'));
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.cardNotTest });
      expect(res.body).not.toContain('4111111111111111');
    });

    it('checks the number (Luhn), the expiry against the clock and the CVC', async () => {
      const bad = await send(app, pat, 'POST', PAYMENT_METHODS, card('4242424242424241'));
      expect(bad.statusCode).toBe(422);
      expect(issues(bad)).toEqual([{ loc: ['body', 'number'], msg: PAYMENT_MESSAGES.cardNumber }]);
      expect(bad.body).not.toContain('4242424242424241');
      const expired = await send(
        app,
        pat,
        'POST',
        PAYMENT_METHODS,
        card('4242424242424242', { exp_month: 11, exp_year: 2026 }),
      );
      expect(expired.statusCode).toBe(422);
      expect(issues(expired)[0]!.msg).toBe(PAYMENT_MESSAGES.cardExpired);
      // The card expiring this month (December 2026) is still good on 1 December.
      const thisMonth = await send(
        app,
        pat,
        'POST',
        PAYMENT_METHODS,
        card('4242424242424242', { exp_month: 12, exp_year: 2026 }),
      );
      expect(thisMonth.statusCode).toBe(201);
      const month = await send(
        app,
        pat,
        'POST',
        PAYMENT_METHODS,
        card('4242424242424242', { exp_month: 13 }),
      );
      expect(issues(month)).toEqual([{ loc: ['body', 'exp_month'], msg: PAYMENT_MESSAGES.cardExpiry }]);
      for (const cvc of ['12', '12345', 'abc']) {
        const res = await send(app, pat, 'POST', PAYMENT_METHODS, card('4242424242424242', { cvc }));
        expect(issues(res)).toEqual([{ loc: ['body', 'cvc'], msg: PAYMENT_MESSAGES.cardCvc }]);
      }
    });

    it('needs a signed-in member', async () => {
      expect((await send(app, null, 'POST', PAYMENT_METHODS, card('4242424242424242'))).statusCode).toBe(401);
    });
  });

  describe('top-ups', () => {
    it('charges the card, credits the wallet once and keeps the answer for replays', async () => {
      const who = await member(app);
      const key = newKey();
      const res = await topUpWith(app, who, 2500, 'pm_card_visa', key);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        amount: 2500,
        currency: 'GBP',
        status: 'succeeded',
        card_brand: 'visa',
        card_last4: '4242',
        failure_message: null,
        next_action_url: null,
      });
      expect(await balance(app, who.user.id)).toBe(2500);
      // The provider's event arrives afterwards through the jobs runner and the signed route: nothing more moves.
      await app.jobs.drain();
      expect(await topUpEntriesOf(app, body.id)).toHaveLength(1);
      expect(await balance(app, who.user.id)).toBe(2500);

      const replay = await topUpWith(app, who, 2500, 'pm_card_visa', key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(body);
      expect(await balance(app, who.user.id)).toBe(2500);
      expect((await notificationsOf(app, who.user.id)).map((n) => n.type)).toEqual(['payment_update']);
    });

    it('answers the payment to its owner only', async () => {
      const who = await member(app);
      const { id } = (await topUpWith(app, who, 1000)).json();
      const mine = await send(app, who, 'GET', `/api/wallet/payments/${id}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id, status: 'succeeded' });
      expect((await send(app, other, 'GET', `/api/wallet/payments/${id}`)).statusCode).toBe(404);
      expect((await send(app, null, 'GET', `/api/wallet/payments/${id}`)).statusCode).toBe(401);
      expect((await send(app, who, 'GET', `/api/wallet/payments/999999`)).statusCode).toBe(404);
    });

    it('requires an Idempotency-Key and refuses one reused on another request', async () => {
      const who = await member(app);
      const missing = await topUpWith(app, who, 1000, 'pm_card_visa', null);
      expect(missing.statusCode).toBe(422);
      expect(issues(missing)).toEqual([
        { loc: ['header', 'idempotency-key'], msg: MONEY_MESSAGES.idempotencyKeyMissing },
      ]);
      const key = newKey();
      expect((await topUpWith(app, who, 1000, 'pm_card_visa', key)).statusCode).toBe(201);
      const reused = await topUpWith(app, who, 2000, 'pm_card_visa', key);
      expect(reused.statusCode).toBe(422);
      expect(issues(reused)[0]!.msg).toBe(MONEY_MESSAGES.idempotencyKeyReused);
      expect(await balance(app, who.user.id)).toBe(1000);
    });

    it('checks the amount and the payment method, and moves nothing', async () => {
      const who = await member(app);
      const small = await topUpWith(app, who, TOP_UP_MIN - 1);
      expect(issues(small)).toEqual([{ loc: ['body', 'amount'], msg: PAYMENT_MESSAGES.topUpMin }]);
      const large = await topUpWith(app, who, TOP_UP_MAX + 1);
      expect(issues(large)).toEqual([{ loc: ['body', 'amount'], msg: PAYMENT_MESSAGES.topUpMax }]);
      const fraction = await topUpWith(app, who, 1000.5);
      expect(issues(fraction)).toEqual([{ loc: ['body', 'amount'], msg: MONEY_MESSAGES.amountWhole }]);
      const unknown = await topUpWith(app, who, 1000, 'pm_card_unknown');
      expect(issues(unknown)).toEqual([
        { loc: ['body', 'payment_method_id'], msg: PAYMENT_MESSAGES.paymentMethodUnknown },
      ]);
      const key = newKey();
      expect((await topUpWith(app, who, 1000, 'pm_card_unknown', key)).statusCode).toBe(422);
      // A refused request left no key: the same key may be used once the request is right.
      expect((await topUpWith(app, who, 1000, 'pm_card_visa', key)).statusCode).toBe(201);
      expect(await balance(app, who.user.id)).toBe(1000);
      expect((await topUpWith(app, null as unknown as TestUser, 1000)).statusCode).toBe(401);
    });

    it('answers a declined card with 402 and its message, the same on a replay, and moves nothing', async () => {
      const who = await member(app);
      const key = newKey();
      const res = await topUpWith(app, who, 3000, 'pm_card_chargeDeclined', key);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.cardDeclined });
      await app.jobs.drain();
      const replay = await topUpWith(app, who, 3000, 'pm_card_chargeDeclined', key);
      expect(replay.statusCode).toBe(402);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual({ detail: PAYMENT_MESSAGES.cardDeclined });
      expect(await balance(app, who.user.id)).toBe(0);

      const poor = await topUpWith(app, who, 3000, 'pm_card_chargeDeclinedInsufficientFunds');
      expect(poor.statusCode).toBe(402);
      expect(poor.json()).toEqual({ detail: PAYMENT_MESSAGES.insufficientFunds });
    });

    it('moves money once when two requests with one key race', async () => {
      const who = await member(app);
      const key = newKey();
      const answers = await Promise.all([
        topUpWith(app, who, 4200, 'pm_card_visa', key),
        topUpWith(app, who, 4200, 'pm_card_visa', key),
      ]);
      for (const res of answers) expect([201, 409]).toContain(res.statusCode);
      expect(answers.some((res) => res.statusCode === 201)).toBe(true);
      await app.jobs.drain();
      expect(await balance(app, who.user.id)).toBe(4200);
      const intents = await app.deps.db.db
        .select()
        .from(sandboxPaymentIntents)
        .orderBy(asc(sandboxPaymentIntents.id));
      expect(intents.filter((intent) => intent.amount === 4200)).toHaveLength(1);
    });

    it('finishes a top-up whose provider call failed midway when the same key is retried', async () => {
      const who = await member(app);
      const key = newKey();
      const provider = app.paymentProvider;
      const original = provider.createPaymentIntent.bind(provider);
      const spy = vi.spyOn(provider, 'createPaymentIntent').mockRejectedValueOnce(new Error('network down'));
      const lost = await topUpWith(app, who, 1800, 'pm_card_visa', key);
      expect(lost.statusCode).toBe(500);
      expect(await balance(app, who.user.id)).toBe(0);
      spy.mockImplementation(original);
      const retried = await topUpWith(app, who, 1800, 'pm_card_visa', key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json().status).toBe('succeeded');
      const again = await topUpWith(app, who, 1800, 'pm_card_visa', key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().id).toBe(retried.json().id);
      await app.jobs.drain();
      expect(await balance(app, who.user.id)).toBe(1800);
    });

    it('settles once when the webhook arrives before the request settles', async () => {
      const who = await member(app);
      const provider = app.paymentProvider;
      const original = provider.createPaymentIntent.bind(provider);
      vi.spyOn(provider, 'createPaymentIntent').mockImplementation(async (ctx, input) => {
        const intent = await original(ctx, input);
        await app.jobs.drain(); // the event is delivered (and settles the payment) before phase two
        return intent;
      });
      const res = await topUpWith(app, who, 1500);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('succeeded');
      expect(await topUpEntriesOf(app, res.json().id)).toHaveLength(1);
      expect(await balance(app, who.user.id)).toBe(1500);
    });
  });

  describe('3-D Secure', () => {
    async function awaitingTopUp(who: TestUser, amount = 5000) {
      const res = await topUpWith(app, who, amount, 'pm_card_authenticationRequired');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.status).toBe('requires_action');
      expect(body.next_action_url).toMatch(/^\/payments\/confirm\/pi_sandbox_[0-9a-f]+$/);
      return { payment: body, intentId: body.next_action_url.split('/').pop() as string };
    }

    it('completes: the bank page shows the payment to its owner only, and the webhook credits the wallet', async () => {
      const who = await member(app);
      const { payment, intentId } = await awaitingTopUp(who);
      expect(await balance(app, who.user.id)).toBe(0);
      const page = await send(app, who, 'GET', `/api/payments/sandbox/intents/${intentId}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        id: intentId,
        amount: 5000,
        currency: 'GBP',
        merchant: 'Fertilia',
        status: 'requires_action',
        payment_id: payment.id,
        purpose: 'top_up',
        card_brand: 'visa',
        card_last4: '3184',
      });
      expect((await send(app, other, 'GET', `/api/payments/sandbox/intents/${intentId}`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await send(app, other, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
            outcome: 'complete',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await send(app, null, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
            outcome: 'complete',
          })
        ).statusCode,
      ).toBe(401);
      const bad = await send(app, who, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
        outcome: 'maybe',
      });
      expect(bad.statusCode).toBe(422);

      const done = await send(app, who, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
        outcome: 'complete',
      });
      expect(done.statusCode).toBe(200);
      await app.jobs.drain();
      const after = await send(app, who, 'GET', `/api/wallet/payments/${payment.id}`);
      expect(after.json()).toMatchObject({ status: 'succeeded', next_action_url: null });
      expect(await balance(app, who.user.id)).toBe(5000);
      const again = await send(app, who, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, {
        outcome: 'fail',
      });
      expect(again.statusCode).toBe(409);
      expect(await balance(app, who.user.id)).toBe(5000);
    });

    it('fails: the payment fails with the bank message and nothing moves', async () => {
      const who = await member(app);
      const { payment, intentId } = await awaitingTopUp(who);
      await send(app, who, 'POST', `/api/payments/sandbox/intents/${intentId}/confirm`, { outcome: 'fail' });
      await app.jobs.drain();
      const after = (await send(app, who, 'GET', `/api/wallet/payments/${payment.id}`)).json();
      expect(after).toMatchObject({
        status: 'failed',
        failure_message: PAYMENT_MESSAGES.authenticationFailed,
      });
      expect(await balance(app, who.user.id)).toBe(0);
    });
  });

  describe('webhooks', () => {
    const eventOf = (intentId: string, paymentId: number, amount: number, id = `evt_test_${newKey()}`) => ({
      id,
      type: 'payment_intent.succeeded',
      created: Math.floor(T0.getTime() / 1000),
      data: {
        object: {
          id: intentId,
          status: 'succeeded',
          amount,
          currency: 'gbp',
          metadata: { payment_id: String(paymentId) },
        },
      },
    });
    const post = (body: string, signature?: string) =>
      app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'sandbox-signature': signature } : {}),
        },
        payload: body,
      });
    const nowUnix = () => Math.floor(clock.now().getTime() / 1000);
    const secret = () => app.deps.config.payments.webhookSecret;

    async function waiting(who: TestUser) {
      const res = (await topUpWith(app, who, 7000, 'pm_card_authenticationRequired')).json();
      return { paymentId: res.id as number, intentId: res.next_action_url.split('/').pop() as string };
    }

    it('handles an event once: a replay answers 200 and changes nothing', async () => {
      const who = await member(app);
      const { paymentId, intentId } = await waiting(who);
      const body = JSON.stringify(eventOf(intentId, paymentId, 7000));
      const first = await post(body, signPayload(secret(), body, nowUnix()));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      expect(await balance(app, who.user.id)).toBe(7000);
      const replay = await post(body, signPayload(secret(), body, nowUnix()));
      expect(replay.statusCode).toBe(200);
      // Another event about the same payment cannot settle it twice either.
      const second = JSON.stringify(eventOf(intentId, paymentId, 7000));
      expect((await post(second, signPayload(secret(), second, nowUnix()))).statusCode).toBe(200);
      expect(await balance(app, who.user.id)).toBe(7000);
      expect(await topUpEntriesOf(app, paymentId)).toHaveLength(1);
      expect((await paymentRow(app, paymentId)).status).toBe('succeeded');
    });

    it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
      const who = await member(app);
      const { paymentId, intentId } = await waiting(who);
      const event = eventOf(intentId, paymentId, 7000);
      const body = JSON.stringify(event);
      const attempts = [
        undefined,
        signPayload('not-the-secret', body, nowUnix()),
        signPayload(secret(), body, nowUnix() - 301),
        signPayload(secret(), body.replace('7000', '9000'), nowUnix()),
        't=abc,v1=00',
      ];
      for (const signature of attempts) {
        const res = await post(body, signature);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.webhookSignature });
      }
      // Within the tolerance a slightly old signature is fine — but only once the checks above changed nothing.
      expect(await balance(app, who.user.id)).toBe(0);
      const handled = await app.deps.db.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, event.id));
      expect(handled).toHaveLength(0);
      expect((await post(body, signPayload(secret(), body, nowUnix() - 299))).statusCode).toBe(200);
      expect(await balance(app, who.user.id)).toBe(7000);
    });
  });
});
