import fp from 'fastify-plugin';
import { SANDBOX_SIGNATURE_HEADER, type PaymentEvent } from '@fertilia/contracts';
import { pruneKeys } from '../ledger/ledger-service';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider';
import { StripePaymentProvider } from './stripe/stripe-provider';
import { SANDBOX_DELIVER_JOB, SANDBOX_WEBHOOK_PATH, signPayload } from './sandbox/sandbox-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider (ADR 016, ADR 017): the embedded sandbox, or Stripe when configured. */
    paymentProvider: PaymentProvider;
  }
}

export const PRUNE_KEYS_JOB = 'payments.prune-idempotency-keys';
const HOUR_MS = 60 * 60_000;
/** Idempotency keys are kept a day, as Stripe keeps them. */
export const KEEP_KEYS_MS = 24 * HOUR_MS;

/**
 * The payment provider for the whole app (PAYMENTS_PROVIDER: the sandbox, or Stripe), the job that delivers the
 * sandbox's signed events to our webhook (through the real route and its signature check), and the hourly job
 * that forgets day-old idempotency keys.
 */
export const paymentsPlugin = fp(async (app) => {
  const { config } = app.deps;
  const stripe = config.payments.provider === 'stripe' ? config.payments.stripe : null;
  app.decorate<PaymentProvider>(
    'paymentProvider',
    stripe ? new StripePaymentProvider(stripe, config.publicUrl) : new SandboxPaymentProvider(),
  );

  app.jobs.define<{ event: PaymentEvent }>(SANDBOX_DELIVER_JOB, async (ctx, { event }) => {
    const body = JSON.stringify(event);
    const signature = signPayload(
      ctx.config.payments.webhookSecret,
      body,
      Math.floor(ctx.clock.now().getTime() / 1000),
    );
    const res = await app.inject({
      method: 'POST',
      url: SANDBOX_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`webhook ${event.id} answered ${res.statusCode}`);
  });

  app.jobs.every(PRUNE_KEYS_JOB, HOUR_MS, async (ctx) => {
    await pruneKeys(ctx.db, new Date(ctx.clock.now().getTime() - KEEP_KEYS_MS));
  });
});
