import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  conflict,
  invalidField,
  paymentRequired,
  type Subscription,
  type SubscriptionCreate,
} from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import type { Http } from '../../http/route';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import type { PaymentProvider, SavedPaymentMethod } from '../payments/payment-provider';
import { ProviderError, chargeIdempotently, insertPayment } from '../payments/payments-service';
import { assertSubscriptionsEnabled } from './entitlement-service';
import { periodEnd } from './periods';
import { chosenTerms, presentSubscription } from './subscription-terms';
import {
  findInvoice,
  findLiveSubscription,
  findSubscription,
  insertInvoice,
  insertSubscription,
} from './subscription-repo';

/** Her card kept on her customer at the provider, so renewals can charge it without her. */
export async function saveCard(
  ctx: MemberContext,
  provider: PaymentProvider,
  paymentMethodId: string,
): Promise<SavedPaymentMethod> {
  try {
    return await provider.savePaymentMethod(ctx, {
      userId: ctx.actor.id,
      email: ctx.actor.user.email,
      paymentMethodId,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.code === 'resource_missing')
      throw invalidField('body', 'payment_method_id', PAYMENT_MESSAGES.paymentMethodUnknown);
    throw paymentRequired(`${SUBSCRIPTION_MESSAGES.failed}: ${error.message}`);
  }
}

/**
 * Subscribes her to a plan (ADR 017): the first period is charged now, by card, once per Idempotency-Key.
 * Paid: active from now to the end of the period. Her bank asks for 3-D Secure: incomplete, with the page to
 * confirm on (the provider's event settles it). Declined: 402 'Subscription failed: …', nothing kept but the
 * record of the declined try.
 */
export function subscribe(
  ctx: MemberContext,
  provider: PaymentProvider,
  http: Http,
  body: SubscriptionCreate,
): Promise<Subscription> {
  assertSubscriptionsEnabled(ctx);
  const currency = ctx.config.payments.currency;
  return chargeIdempotently(ctx, provider, http, {
    async prepare(ctx) {
      const terms = await chosenTerms(ctx.db, body, currency);
      if (await findLiveSubscription(ctx.db, ctx.actor.id))
        throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
      return { terms, card: await saveCard(ctx, provider, body.payment_method_id) };
    },
    async record(tx, { terms, card }) {
      const now = tx.clock.now();
      const values = {
        userId: tx.actor.id,
        planId: terms.plan.id,
        priceId: terms.price.id,
        planName: terms.plan.name,
        entitlements: terms.plan.entitlements,
        amount: terms.price.amount,
        currency: terms.price.currency,
        interval: terms.interval,
        status: 'incomplete' as const,
        provider: provider.name,
        customer: card.customer,
        paymentMethod: card.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        createdAt: now,
        updatedAt: now,
      };
      const sub = await insertSubscription(tx.db, values).catch((error: unknown) => {
        if (uniqueViolation(error)) throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
        throw error;
      });
      const invoice = await insertInvoice(tx.db, {
        subscriptionId: sub.id,
        userId: sub.userId,
        planName: sub.planName,
        amount: sub.amount,
        currency: sub.currency,
        interval: sub.interval,
        periodStart: now,
        periodEnd: periodEnd(now, sub.interval, 0),
        status: 'open',
        attempts: 1,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        action: 'subscription.created',
        targetUserId: tx.actor.id,
        details: { subscription_id: sub.id, plan_id: terms.plan.id, price_id: terms.price.id },
      });
      return insertPayment(tx.db, {
        userId: tx.actor.id,
        amount: invoice.amount,
        currency: invoice.currency,
        provider: provider.name,
        paymentMethod: card.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        status: 'created',
        purpose: 'subscription',
        invoiceId: invoice.id,
        createdAt: now,
        updatedAt: now,
      });
    },
    async intentExtras(ctx, payment) {
      const invoice = await findInvoice(ctx.db, payment.invoiceId!);
      const sub = invoice && (await findSubscription(ctx.db, invoice.subscriptionId));
      return sub ? { customer: sub.customer } : {};
    },
    async answer(tx, payment) {
      const invoice = (await findInvoice(tx.db, payment.invoiceId!))!;
      return presentSubscription(tx.db, (await findSubscription(tx.db, invoice.subscriptionId))!);
    },
    failure: (payment) =>
      `${SUBSCRIPTION_MESSAGES.failed}: ${payment.failureMessage ?? PAYMENT_MESSAGES.cardDeclined}`,
  });
}
