import {
  SUBSCRIPTION_MESSAGES,
  allPricesFree,
  invalidField,
  type PlanEntitlement,
  type Subscription,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { latestPaymentOfInvoice } from '../payments/payments-service';
import { subscriptionDto } from './subscription-dto';
import {
  findOpenInvoice,
  findPlanPrice,
  findPriceWithPlan,
  planEntitlementsOf,
  type PlanPriceView,
} from './subscription-repo';

/**
 * The plan and price she asked for, checked against the catalogue as it is now: an active plan, one of its
 * active prices (the monthly one when she named none), recurring, not free, in the platform's currency.
 */
export async function chosenTerms(
  db: DbOrTx,
  input: { plan_id: number; price_id?: number | undefined },
  currency: string,
): Promise<PlanPriceView & { interval: 'month' | 'year' }> {
  const { plan, prices } = await findPlanPrice(db, input.plan_id, input.price_id);
  if (!plan?.isActive) throw invalidField('body', 'plan_id', SUBSCRIPTION_MESSAGES.planNotFound);
  const active = prices.filter((price) => price.isActive);
  if (input.price_id === undefined && allPricesFree(active))
    throw invalidField('body', 'plan_id', SUBSCRIPTION_MESSAGES.planIsFree);
  const price =
    input.price_id === undefined
      ? (active.find((p) => p.interval === 'month' && p.amount > 0) ??
        active.find((p) => p.interval === 'year' && p.amount > 0))
      : active[0];
  if (!price) throw invalidField('body', 'price_id', SUBSCRIPTION_MESSAGES.priceNotFound);
  if (price.interval === 'one_time')
    throw invalidField('body', 'price_id', SUBSCRIPTION_MESSAGES.notRecurring);
  if (price.amount === 0) throw invalidField('body', 'price_id', SUBSCRIPTION_MESSAGES.planIsFree);
  if (price.currency !== currency)
    throw invalidField('body', 'price_id', SUBSCRIPTION_MESSAGES.wrongCurrency);
  return { plan, price, interval: price.interval };
}

/** The subscription as she sees it: the plan's entitlements now, her pending change, a 3-D Secure step. */
export async function presentSubscription(db: DbOrTx, row: SubscriptionRow): Promise<Subscription> {
  const [entitlements, pending, nextActionUrl] = await Promise.all([
    planEntitlementsOf(db, row.planId),
    row.pendingPriceId === null ? null : findPriceWithPlan(db, row.pendingPriceId),
    row.status === 'incomplete' ? awaitingStep(db, row.id) : null,
  ]);
  return subscriptionDto({
    row,
    entitlements: (entitlements ?? row.entitlements) as PlanEntitlement[],
    pending: pending ?? null,
    nextActionUrl,
  });
}

async function awaitingStep(db: DbOrTx, subscriptionId: number): Promise<string | null> {
  const invoice = await findOpenInvoice(db, subscriptionId);
  const payment = invoice && (await latestPaymentOfInvoice(db, invoice.id));
  return payment?.status === 'requires_action' ? payment.nextActionUrl : null;
}
