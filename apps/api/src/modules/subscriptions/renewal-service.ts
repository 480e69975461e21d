import type { PaymentRow, SubscriptionRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
import type { PaymentProvider } from '../payments/payment-provider';
import { chargeUnattended, insertPayment, latestPaymentOfInvoice } from '../payments/payments-service';
import { periodEnd } from './periods';
import { tellSubscriber } from './subscription-notices';
import {
  dueSubscriptionIds,
  findOpenInvoice,
  findPriceWithPlan,
  insertInvoice,
  lockSubscription,
  updateInvoice,
  updateSubscription,
} from './subscription-repo';

/** How often the runner looks for renewals that are due. */
export const RENEWAL_SWEEP_MS = 5 * 60_000;
export const RENEWAL_SWEEP_JOB = 'subscriptions.renew-due';
/** Subscriptions renewed per look; the next look takes the rest. */
const BATCH = 50;
/**
 * While a renewal's charge is with the provider, the subscription is not due again for this long: a second
 * process (or a card change) does not start a second charge; if this one died midway, the next try resumes
 * its payment under the same idempotency key rather than starting another.
 */
const CHARGE_LEASE_MS = 15 * 60_000;

const isDue = (sub: SubscriptionRow, now: Date): boolean =>
  (sub.status === 'active' &&
    sub.currentPeriodEnd !== null &&
    sub.currentPeriodEnd <= now &&
    (sub.nextAttemptAt === null || sub.nextAttemptAt <= now)) ||
  (sub.status === 'past_due' && sub.nextAttemptAt !== null && sub.nextAttemptAt <= now);

/**
 * The subscription as the next period would have it: her pending change of plan applies now, if its price
 * is still on offer (a change of interval starts a new anchor at this renewal).
 */
async function nextTerms(tx: Context, sub: SubscriptionRow): Promise<Partial<SubscriptionRow>> {
  const pending =
    sub.pendingPriceId === null ? undefined : await findPriceWithPlan(tx.db, sub.pendingPriceId);
  const usable =
    pending?.plan.isActive &&
    pending.price.isActive &&
    pending.price.amount > 0 &&
    pending.price.interval !== 'one_time' &&
    pending.price.currency === sub.currency;
  if (!pending || !usable) return { pendingPriceId: null, periodIndex: sub.periodIndex + 1 };
  const interval = pending.price.interval as 'month' | 'year';
  return {
    pendingPriceId: null,
    planId: pending.plan.id,
    priceId: pending.price.id,
    planName: pending.plan.name,
    entitlements: pending.plan.entitlements,
    amount: pending.price.amount,
    interval,
    ...(interval === sub.interval
      ? { periodIndex: sub.periodIndex + 1 }
      : { anchorAt: sub.currentPeriodEnd, periodIndex: 0 }),
  };
}

type Prepared = { payment: PaymentRow; customer: string } | null;

/**
 * Opens (or resumes) the charge of a due subscription, in one transaction: a subscription set to end ends;
 * otherwise the next period's invoice is opened (once) and a payment recorded for this try.
 */
async function prepareRenewal(ctx: Context, subscriptionId: number): Promise<Prepared> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockSubscription(tx.db, subscriptionId);
    const now = tx.clock.now();
    if (!locked || !isDue(locked, now)) return null;
    if (locked.userId === null || (locked.status === 'active' && locked.cancelAtPeriodEnd)) {
      const ended = await updateSubscription(tx.db, locked.id, {
        status: 'canceled',
        endedAt: locked.currentPeriodEnd ?? now,
        nextAttemptAt: null,
        updatedAt: now,
      });
      await tellSubscriber(tx, ended, undefined, 'ended');
      return null;
    }
    let sub = locked;
    let invoice = await findOpenInvoice(tx.db, sub.id);
    if (!invoice) {
      sub = await updateSubscription(tx.db, sub.id, { ...(await nextTerms(tx, sub)), updatedAt: now });
      invoice = await insertInvoice(tx.db, {
        subscriptionId: sub.id,
        userId: sub.userId,
        planName: sub.planName,
        amount: sub.amount,
        currency: sub.currency,
        interval: sub.interval,
        periodStart: sub.currentPeriodEnd!,
        periodEnd: periodEnd(sub.anchorAt!, sub.interval, sub.periodIndex),
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
    }
    await updateSubscription(tx.db, sub.id, {
      nextAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS),
      updatedAt: now,
    });
    const latest = await latestPaymentOfInvoice(tx.db, invoice.id);
    if (latest?.status === 'created') return { payment: latest, customer: sub.customer };
    await updateInvoice(tx.db, invoice.id, { attempts: invoice.attempts + 1, updatedAt: now });
    const payment = await insertPayment(tx.db, {
      userId: sub.userId,
      amount: invoice.amount,
      currency: invoice.currency,
      provider: sub.provider,
      paymentMethod: sub.paymentMethod,
      cardBrand: sub.cardBrand,
      cardLast4: sub.cardLast4,
      status: 'created',
      purpose: 'subscription',
      invoiceId: invoice.id,
      createdAt: now,
      updatedAt: now,
    });
    return { payment, customer: sub.customer };
  });
}

/** Renews one subscription if it is due: the charge is made without her, then settled (billing-service). */
export async function renewSubscription(
  ctx: Context,
  provider: PaymentProvider,
  subscriptionId: number,
): Promise<void> {
  const prepared = await prepareRenewal(ctx, subscriptionId);
  if (prepared) await chargeUnattended(ctx, provider, prepared.payment, prepared.customer);
}

/** The sweep: every subscription whose period ended or whose overdue renewal is due another try. */
export async function renewDueSubscriptions(ctx: Context, provider: PaymentProvider): Promise<number> {
  const ids = await dueSubscriptionIds(ctx.db, ctx.clock.now(), BATCH);
  for (const id of ids) {
    try {
      await renewSubscription(ctx, provider, id);
    } catch (error) {
      // One subscription's trouble (the provider down) must not hold up the others; the next look retries it.
      ctx.log.error(
        { err: error, subscriptionId: id },
        'subscription renewal failed; retried at the next look',
      );
    }
  }
  return ids.length;
}
