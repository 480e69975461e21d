import type { FastifyPluginAsync } from 'fastify';
import { onPaymentSettled } from '../payments/payment-settlement-service';
import { subscriptionSettlement } from './billing-service';
import { RENEWAL_SWEEP_JOB, RENEWAL_SWEEP_MS, renewDueSubscriptions } from './renewal-service';
import { subscriptionRoutes } from './routes';
import {
  SUBSCRIPTION_MAIL_JOB,
  sendSubscriptionMail,
  type SubscriptionMailJob,
} from './subscription-notices';

/**
 * Subscriptions (ADR 017): the routes, what a subscription payment does when it settles, the mails, and the
 * sweep that renews due subscriptions through the jobs runner (every five minutes, on the injected clock).
 */
export const subscriptionsModule: FastifyPluginAsync = async (app) => {
  onPaymentSettled('subscription', subscriptionSettlement);
  await app.register(subscriptionRoutes, { prefix: '/api' });
  app.jobs.define<SubscriptionMailJob>(SUBSCRIPTION_MAIL_JOB, sendSubscriptionMail);
  app.jobs.every(RENEWAL_SWEEP_JOB, RENEWAL_SWEEP_MS, async (ctx) => {
    await renewDueSubscriptions(ctx, app.paymentProvider);
  });
};
