import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';
import { providerAccounts } from '../../../db/schema';
import { createTestApp } from '../../../test/app';
import { testContext } from '../../../test/context';
import type { Context } from '../../../http/context';
import { movableClock, T0, type MovableClock } from '../../consultations/appointment-test-helpers';
import { ProviderError } from '../payment-provider';
import { signPayload } from '../sandbox/sandbox-events';
import { balance, member, newKey, paymentRow, topUpWith, WEBHOOK } from '../payments-test-helpers';
import { keepStripeAccount } from './stripe-accounts-repo';
import { StripePaymentProvider } from './stripe-provider';
import { startStripeTestServer, type StripeTestServer } from './stripe-test-server';

/*
 * The Stripe adapter through the real SDK, over HTTP, against a local server that answers as Stripe's test
 * mode does. Nothing in the SDK or the adapter is replaced.
 */

const WEBHOOK_SECRET = 'whsec_test_local';
const STRIPE_WEBHOOK = '/api/payments/webhooks/stripe';
const PUBLIC_URL = 'https://care.example';

let server: StripeTestServer;
let app: FastifyInstance;
let clock: MovableClock;
let provider: StripePaymentProvider;
let ctx: Context;

beforeAll(async () => {
  server = await startStripeTestServer();
  clock = movableClock();
  app = await createTestApp({
    clock,
    env: {
      PUBLIC_URL,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: server.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: server.url,
    },
  });
  provider = new StripePaymentProvider(app.deps.config.payments.stripe!, app.deps.config.publicUrl);
  ctx = testContext(app);
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const intentInput = (payment_method: string, extra: { customer?: string; off_session?: boolean } = {}) => ({
  amount: 2500,
  currency: 'GBP',
  payment_method,
  idempotency_key: newKey(),
  metadata: { payment_id: '41' },
  ...extra,
});
const attempts = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path);
async function refusedWith(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('payment methods', () => {
  it('describes a payment method, null when Stripe has none; raw card numbers are refused', async () => {
    expect(await provider.describePaymentMethod(ctx, 'pm_card_visa')).toEqual({
      id: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
    });
    expect(await provider.describePaymentMethod(ctx, 'pm_nothing_here')).toBeNull();
    const error = await refusedWith(
      provider.createPaymentMethod(ctx, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      }),
    );
    expect(error.code).toBe('card_form_required');
    expect(error.message).toBe(PAYMENT_MESSAGES.stripePagesOnly);
  });

  it('saves cards on her one customer, created once, and refuses a card kept by someone else', async () => {
    const { user } = await member(app);
    const customersBefore = server.customers.size;
    const first = await provider.savePaymentMethod(ctx, {
      userId: user.id,
      email: user.email,
      paymentMethodId: 'pm_card_visa',
    });
    // A test payment method attaches as a new payment method of hers, as in Stripe's test mode.
    expect(first).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(first.id).toMatch(/^pm_/);
    expect(first.id).not.toBe('pm_card_visa');
    expect(server.paymentMethods.get(first.id)?.customer).toBe(first.customer);
    expect(server.customers.get(first.customer)).toMatchObject({
      email: user.email,
      metadata: { user_id: String(user.id) },
    });
    const kept = await app.deps.db.db
      .select()
      .from(providerAccounts)
      .where(and(eq(providerAccounts.userId, user.id), eq(providerAccounts.kind, 'customer')));
    expect(kept.map((row) => row.externalId)).toEqual([first.customer]);

    // A second card reuses her customer; saving one already hers answers it without another attach.
    const fromForm = server.createPaymentMethod('pm_card_mastercard');
    const second = await provider.savePaymentMethod(ctx, {
      userId: user.id,
      email: user.email,
      paymentMethodId: fromForm,
    });
    expect(second).toEqual({ id: fromForm, brand: 'mastercard', last4: '4444', customer: first.customer });
    const attachesBefore = attempts('POST', `/v1/payment_methods/${fromForm}/attach`).length;
    expect(
      await provider.savePaymentMethod(ctx, {
        userId: user.id,
        email: user.email,
        paymentMethodId: fromForm,
      }),
    ).toEqual(second);
    expect(attempts('POST', `/v1/payment_methods/${fromForm}/attach`)).toHaveLength(attachesBefore);
    expect(server.customers.size).toBe(customersBefore + 1);
    expect(attempts('POST', '/v1/customers').at(-1)?.idempotencyKey).toBe(`customer-${user.id}`);

    const other = await member(app);
    const refused = await refusedWith(
      provider.savePaymentMethod(ctx, {
        userId: other.user.id,
        email: other.user.email,
        paymentMethodId: fromForm,
      }),
    );
    expect(refused.code).toBe('resource_missing');
    expect(refused.message).toBe(PAYMENT_MESSAGES.paymentMethodUnknown);
    expect(server.paymentMethods.get(fromForm)?.customer).toBe(first.customer);
  });

  it('makes one customer for two first saves at once (Stripe replays the key, our row is kept once)', async () => {
    const { user } = await member(app);
    const before = server.customers.size;
    const save = (paymentMethodId: string) =>
      provider.savePaymentMethod(ctx, { userId: user.id, email: user.email, paymentMethodId });
    const [a, b] = await Promise.all([save('pm_card_visa'), save('pm_card_mastercard')]);
    expect(a.customer).toBe(b.customer);
    expect(server.customers.size).toBe(before + 1);
  });

  it('refuses an unknown payment method and a card Stripe declines on attaching', async () => {
    const { user } = await member(app);
    const unknown = await refusedWith(
      provider.savePaymentMethod(ctx, { userId: user.id, email: user.email, paymentMethodId: 'pm_nope' }),
    );
    expect(unknown.code).toBe('resource_missing');
    const declined = await refusedWith(
      provider.savePaymentMethod(ctx, {
        userId: user.id,
        email: user.email,
        paymentMethodId: 'pm_card_chargeDeclined',
      }),
    );
    expect(declined.code).toBe('generic_decline');
    expect(declined.message).toBe(PAYMENT_MESSAGES.cardDeclined);
  });
});

describe('payment intents', () => {
  it('charges a card: succeeded, in lowercase currency at Stripe and our metadata kept', async () => {
    const input = intentInput('pm_card_visa');
    const intent = await provider.createPaymentIntent(ctx, input);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      amount: 2500,
      currency: 'GBP',
      metadata: { payment_id: '41' },
    });
    expect(server.intents.get(intent.id)).toMatchObject({ currency: 'gbp', status: 'succeeded' });
    expect(attempts('POST', '/v1/payment_intents').at(-1)?.idempotencyKey).toBe(input.idempotency_key);
    expect(await provider.retrievePaymentIntent(ctx, intent.id)).toEqual(intent);
    expect(await provider.retrievePaymentIntent(ctx, 'pi_unknown')).toBeNull();
  });

  it('answers a declined card as a failed intent with Stripe’s code and message', async () => {
    const intent = await provider.createPaymentIntent(ctx, intentInput('pm_card_chargeDeclined'));
    expect(intent).toMatchObject({
      status: 'failed',
      decline_code: 'generic_decline',
      decline_message: PAYMENT_MESSAGES.cardDeclined,
    });
    expect(server.intents.get(intent.id)?.status).toBe('requires_payment_method');
    expect((await provider.retrievePaymentIntent(ctx, intent.id))?.status).toBe('failed');
  });

  it('asks for 3-D Secure on session, with Stripe’s page returning to our app', async () => {
    const intent = await provider.createPaymentIntent(ctx, intentInput('pm_card_authenticationRequired'));
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action_url).toBe(`${server.url}/3d_secure_2/hosted/${intent.id}`);
    expect(server.intents.get(intent.id)?.next_action).toMatchObject({
      redirect_to_url: { return_url: `${PUBLIC_URL}/wallet` },
    });
    await expect(provider.authenticate(ctx, intent.id, 'complete')).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('declines a saved card off session: authentication_required, or the card that attaches but fails', async () => {
    const { user } = await member(app);
    for (const [card, code] of [
      ['pm_card_authenticationRequired', 'authentication_required'],
      ['pm_card_chargeCustomerFail', 'generic_decline'],
    ] as const) {
      const saved = await provider.savePaymentMethod(ctx, {
        userId: user.id,
        email: user.email,
        paymentMethodId: card,
      });
      const intent = await provider.createPaymentIntent(
        ctx,
        intentInput(saved.id, { customer: saved.customer, off_session: true }),
      );
      expect(intent).toMatchObject({ status: 'failed', decline_code: code });
      expect(server.intents.get(intent.id)).toMatchObject({ customer: saved.customer });
    }
  });

  it('refuses what Stripe will not take as a ProviderError', async () => {
    const error = await refusedWith(provider.createPaymentIntent(ctx, intentInput('pm_unknown')));
    expect(error.code).toBe('resource_missing');
  });

  it('replays the same key: one intent, however many tries', async () => {
    const input = intentInput('pm_card_visa');
    const before = server.intents.size;
    const first = await provider.createPaymentIntent(ctx, input);
    const again = await provider.createPaymentIntent(ctx, input);
    expect(again).toEqual(first);
    expect(server.intents.size).toBe(before + 1);
    expect(attempts('POST', '/v1/payment_intents').at(-1)).toMatchObject({
      idempotencyKey: input.idempotency_key,
      replayed: true,
    });
  });

  it('retries a 500 with the same key and creates one intent', async () => {
    const input = intentInput('pm_card_visa');
    const before = server.intents.size;
    const tries = attempts('POST', '/v1/payment_intents').length;
    server.failNext('POST', '/v1/payment_intents', 'server_error');
    const intent = await provider.createPaymentIntent(ctx, input);
    expect(intent.status).toBe('succeeded');
    expect(server.intents.size).toBe(before + 1);
    const sent = attempts('POST', '/v1/payment_intents').slice(tries);
    expect(sent.map((r) => r.idempotencyKey)).toEqual([input.idempotency_key, input.idempotency_key]);
  });

  it('retries after the reply was lost (the intent was made) and answers that intent, not a second', async () => {
    const input = intentInput('pm_card_visa');
    const before = server.intents.size;
    const tries = attempts('POST', '/v1/payment_intents').length;
    server.failNext('POST', '/v1/payment_intents', 'drop_connection');
    const intent = await provider.createPaymentIntent(ctx, input);
    expect(server.intents.size).toBe(before + 1);
    expect(server.intents.has(intent.id)).toBe(true);
    const sent = attempts('POST', '/v1/payment_intents').slice(tries);
    expect(sent).toEqual([
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: input.idempotency_key, replayed: false },
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: input.idempotency_key, replayed: true },
    ]);
  });
});

describe('refunds and payouts', () => {
  it('refunds part of a payment once per key, and refuses more than is left', async () => {
    const paid = await provider.createPaymentIntent(ctx, intentInput('pm_card_visa'));
    const input = { payment_intent: paid.id, amount: 1000, idempotency_key: newKey(), metadata: { r: '1' } };
    const refund = await provider.refund(ctx, input);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    server.failNext('POST', '/v1/refunds', 'drop_connection');
    expect(await provider.refund(ctx, input)).toEqual(refund);
    const refunds = [...server.refunds.values()].filter((r) => r.payment_intent === paid.id);
    expect(refunds).toHaveLength(1);
    const tooMuch = await refusedWith(
      provider.refund(ctx, { ...input, amount: 1501, idempotency_key: newKey() }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
  });

  it('transfers an expert’s payout to her connected account, once per key; none kept is refused', async () => {
    const expert = await member(app, 'expert');
    const input = { amount: 4200, currency: 'GBP', expertId: expert.user.id, idempotency_key: newKey() };
    const refused = await refusedWith(provider.createPayout(ctx, input));
    expect(refused.code).toBe('no_connected_account');
    expect(server.transfers.size).toBe(0);

    const account = server.addConnectedAccount();
    await keepStripeAccount(app.deps.db.db, expert.user.id, 'connected_account', account);
    const payout = await provider.createPayout(ctx, input);
    expect(payout).toEqual({ id: expect.stringMatching(/^tr_/), status: 'paid' });
    expect(server.transfers.get(payout.id)).toMatchObject({
      amount: 4200,
      currency: 'gbp',
      destination: account,
      metadata: { expert_id: String(expert.user.id) },
    });
    expect(await provider.createPayout(ctx, input)).toEqual(payout);
    expect(server.transfers.size).toBe(1);
  });
});

describe('webhooks', () => {
  const nowUnix = () => Math.floor(clock.now().getTime() / 1000);
  const eventBody = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${newKey()}`,
      object: 'event',
      type,
      created: nowUnix(),
      livemode: false,
      data: { object },
    });
  const sign = (payload: string, timestamp = nowUnix(), secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it('verifies events by the injected clock and reads the intent of the two it handles', async () => {
    clock.set(T0);
    const paid = await provider.createPaymentIntent(ctx, intentInput('pm_card_visa'));
    const succeeded = eventBody('payment_intent.succeeded', server.intents.get(paid.id)!);
    expect(provider.verifyWebhook(ctx, succeeded, sign(succeeded))).toEqual({
      id: JSON.parse(succeeded).id,
      type: 'payment_intent.succeeded',
      intent: paid,
    });

    const declined = await provider.createPaymentIntent(ctx, intentInput('pm_card_chargeDeclined'));
    const failed = eventBody('payment_intent.payment_failed', server.intents.get(declined.id)!);
    expect(provider.verifyWebhook(ctx, failed, sign(failed))?.intent).toMatchObject({
      id: declined.id,
      status: 'failed',
      decline_code: 'generic_decline',
      decline_message: PAYMENT_MESSAGES.cardDeclined,
    });

    const other = eventBody('charge.refunded', { id: 'ch_1' });
    expect(provider.verifyWebhook(ctx, other, sign(other))).toMatchObject({ intent: null });
  });

  it('answers null for a missing, wrong, tampered or stale signature', async () => {
    clock.set(T0);
    const body = eventBody('payment_intent.succeeded', { id: 'pi_x', amount: 1, currency: 'gbp' });
    expect(provider.verifyWebhook(ctx, body, undefined)).toBeNull();
    expect(provider.verifyWebhook(ctx, body, sign(body, nowUnix(), 'whsec_other'))).toBeNull();
    expect(provider.verifyWebhook(ctx, body.replace('pi_x', 'pi_y'), sign(body))).toBeNull();
    expect(provider.verifyWebhook(ctx, body, 't=abc,v1=00')).toBeNull();
    const signed = sign(body);
    clock.set(new Date(T0.getTime() + 301_000));
    expect(provider.verifyWebhook(ctx, body, signed)).toBeNull();
    clock.set(new Date(T0.getTime() + 299_000));
    expect(provider.verifyWebhook(ctx, body, signed)).not.toBeNull();
  });
});

describe('the app with PAYMENTS_PROVIDER=stripe', () => {
  const post = (url: string, body: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const nowUnix = () => Math.floor(clock.now().getTime() / 1000);

  it('tops up her wallet through Stripe', async () => {
    clock.set(T0);
    expect(app.paymentProvider.name).toBe('stripe');
    const who = await member(app);
    const res = await topUpWith(app, who, 3000, 'pm_card_visa');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', amount: 3000 });
    const row = await paymentRow(app, res.json().id);
    expect(row).toMatchObject({ provider: 'stripe', cardBrand: 'visa', cardLast4: '4242' });
    expect(server.intents.get(row.providerPaymentId!)).toMatchObject({
      amount: 3000,
      metadata: { payment_id: String(row.id) },
    });
    expect(await balance(app, who.user.id)).toBe(3000);
  });

  it('settles a 3-D Secure top-up by Stripe’s signed webhook; a bad signature is 400', async () => {
    clock.set(T0);
    const who = await member(app);
    const res = await topUpWith(app, who, 5000, 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requires_action' });
    const row = await paymentRow(app, res.json().id);
    const intent = server.intents.get(row.providerPaymentId!)!;
    expect(res.json().next_action_url).toBe(`${server.url}/3d_secure_2/hosted/${intent.id as string}`);
    expect(await balance(app, who.user.id)).toBe(0);

    // What Stripe's page does when she completes the step, then the event it sends.
    Object.assign(intent, { status: 'succeeded', next_action: null, amount_received: 5000 });
    const body = JSON.stringify({
      id: `evt_${newKey()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: nowUnix(),
      data: { object: intent },
    });
    const bad = await post(STRIPE_WEBHOOK, body, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_wrong' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: PAYMENT_MESSAGES.webhookSignature });
    expect(await balance(app, who.user.id)).toBe(0);

    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: nowUnix(),
    });
    const ok = await post(STRIPE_WEBHOOK, body, { 'stripe-signature': signature });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(await balance(app, who.user.id)).toBe(5000);
    expect((await paymentRow(app, row.id)).status).toBe('succeeded');

    // The sandbox's webhook is shut while Stripe takes the cards, even with the sandbox's own signature.
    const sandbox = await post(WEBHOOK, body, {
      'sandbox-signature': signPayload(app.deps.config.payments.webhookSecret, body, nowUnix()),
    });
    expect(sandbox.statusCode).toBe(400);
  });

  it('refuses card numbers on the sandbox card form route', async () => {
    const who = await member(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      headers: who.auth,
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: PAYMENT_MESSAGES.stripePagesOnly });
  });
});
