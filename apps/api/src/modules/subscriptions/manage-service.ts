import {
  SUBSCRIPTION_MESSAGES,
  conflict,
  notFound,
  type CurrentSubscription,
  type Invoice,
  type InvoicePage,
  type PaymentMethodChange,
  type Subscription,
  type SubscriptionChange,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit, type AuditAction } from '../audit/service';
import type { PaymentProvider } from '../payments/payment-provider';
import { assertSubscriptionsEnabled, entitlementsOf } from './entitlement-service';
import { renewSubscription } from './renewal-service';
import { saveCard } from './subscribe-service';
import { invoiceDto } from './subscription-dto';
import {
  findInvoice,
  findLatestSubscription,
  findLiveSubscription,
  findOpenInvoice,
  listInvoices,
  updateInvoice,
  updateSubscription,
} from './subscription-repo';
import { chosenTerms, presentSubscription } from './subscription-terms';

type MemberTx = MemberContext & { db: Transaction };

/** Her subscription (the live one, else the one that ended last) and what her account unlocks. */
export async function currentSubscription(ctx: MemberContext): Promise<CurrentSubscription> {
  assertSubscriptionsEnabled(ctx);
  const [row, entitlements] = await Promise.all([
    findLatestSubscription(ctx.db, ctx.actor.id),
    entitlementsOf(ctx, ctx.actor.id),
  ]);
  return { subscription: row ? await presentSubscription(ctx.db, row) : null, entitlements };
}

/** Her live subscription, locked for the change; none is a 404. */
async function changing(
  ctx: MemberContext,
  action: AuditAction,
  change: (tx: MemberTx, sub: SubscriptionRow) => Promise<SubscriptionRow>,
): Promise<Subscription> {
  assertSubscriptionsEnabled(ctx);
  return inTransaction(ctx, async (tx) => {
    const sub = await findLiveSubscription(tx.db, tx.actor.id, { lock: true });
    if (!sub) throw notFound(SUBSCRIPTION_MESSAGES.noSubscription);
    const changed = await change(tx, sub);
    await recordAudit(tx, { action, targetUserId: tx.actor.id, details: { subscription_id: sub.id } });
    return presentSubscription(tx.db, changed);
  });
}

/**
 * Cancels at the end of the paid period: the plan stays until then and nothing more is charged. A
 * subscription whose payment is overdue or still awaited has no paid period left, so it ends now.
 */
export const cancelSubscription = (ctx: MemberContext): Promise<Subscription> =>
  changing(ctx, 'subscription.canceled', async (tx, sub) => {
    const now = tx.clock.now();
    if (sub.status === 'active')
      return updateSubscription(tx.db, sub.id, {
        cancelAtPeriodEnd: true,
        pendingPriceId: null,
        updatedAt: now,
      });
    const open = await findOpenInvoice(tx.db, sub.id);
    if (open) await updateInvoice(tx.db, open.id, { status: 'void', updatedAt: now });
    return updateSubscription(tx.db, sub.id, {
      status: 'canceled',
      cancelAtPeriodEnd: true,
      nextAttemptAt: null,
      graceEndsAt: null,
      endedAt: now,
      updatedAt: now,
    });
  });

/** Keeps a subscription that was set to end at the period's end. */
export const resumeSubscription = (ctx: MemberContext): Promise<Subscription> =>
  changing(ctx, 'subscription.resumed', async (tx, sub) => {
    if (sub.status !== 'active' || !sub.cancelAtPeriodEnd) throw conflict(SUBSCRIPTION_MESSAGES.notResumable);
    return updateSubscription(tx.db, sub.id, { cancelAtPeriodEnd: false, updatedAt: tx.clock.now() });
  });

/** The plan and price from the next period on; her current price undoes a change she made. */
export const changePlan = (ctx: MemberContext, body: SubscriptionChange): Promise<Subscription> =>
  changing(ctx, 'subscription.plan_changed', async (tx, sub) => {
    if (sub.status === 'incomplete') throw conflict(SUBSCRIPTION_MESSAGES.awaitingPayment);
    const terms = await chosenTerms(tx.db, body, sub.currency);
    const same = terms.price.id === sub.priceId;
    if (same && sub.pendingPriceId === null) throw conflict(SUBSCRIPTION_MESSAGES.samePlan);
    return updateSubscription(tx.db, sub.id, {
      pendingPriceId: same ? null : terms.price.id,
      // Choosing a plan for the next period is choosing to have one: a cancellation is withdrawn.
      cancelAtPeriodEnd: false,
      updatedAt: tx.clock.now(),
    });
  });

/**
 * Renewals are charged to this card from now on. An overdue renewal is tried on it at once, and the answer
 * says how that went (active again, or still overdue with the bank's reason): the card change stands either way.
 */
export async function changePaymentMethod(
  ctx: MemberContext,
  provider: PaymentProvider,
  body: PaymentMethodChange,
): Promise<Subscription> {
  assertSubscriptionsEnabled(ctx);
  const live = await findLiveSubscription(ctx.db, ctx.actor.id);
  if (!live) throw notFound(SUBSCRIPTION_MESSAGES.noSubscription);
  const card = await saveCard(ctx, provider, body.payment_method_id);
  const changed = await changing(ctx, 'subscription.card_changed', async (tx, sub) =>
    updateSubscription(tx.db, sub.id, {
      customer: card.customer,
      paymentMethod: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      ...(sub.status === 'past_due' && { nextAttemptAt: tx.clock.now() }),
      updatedAt: tx.clock.now(),
    }),
  );
  if (changed.status !== 'past_due') return changed;
  await renewSubscription(ctx, provider, changed.id);
  const row = await findLatestSubscription(ctx.db, ctx.actor.id);
  return presentSubscription(ctx.db, row!);
}

export async function listMyInvoices(
  ctx: MemberContext,
  page: { skip: number; limit: number },
): Promise<InvoicePage> {
  assertSubscriptionsEnabled(ctx);
  const { rows, total } = await listInvoices(ctx.db, ctx.actor.id, page);
  return { items: rows.map(invoiceDto), total, skip: page.skip, limit: page.limit };
}

/** One of her receipts; anyone else's is a 404. */
export async function getMyInvoice(ctx: MemberContext, id: number): Promise<Invoice> {
  assertSubscriptionsEnabled(ctx);
  const row = await findInvoice(ctx.db, id);
  if (!row || row.userId !== ctx.actor.id) throw notFound(SUBSCRIPTION_MESSAGES.invoiceNotFound);
  return invoiceDto(row);
}
