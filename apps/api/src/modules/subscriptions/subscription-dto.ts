import { invoiceNumberOf, type Invoice, type PlanEntitlement, type Subscription } from '@fertilia/contracts';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../../db/schema';
import type { PlanPriceView } from './subscription-repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type SubscriptionView = {
  row: SubscriptionRow;
  /** What the plan unlocks now (the plan's own list, or what she last paid for if the plan is gone). */
  entitlements: PlanEntitlement[];
  pending: PlanPriceView | null;
  /** The payment she is asked to confirm (3-D Secure) while the first one waits. */
  nextActionUrl: string | null;
};

export const subscriptionDto = ({
  row,
  entitlements,
  pending,
  nextActionUrl,
}: SubscriptionView): Subscription => ({
  id: row.id,
  status: row.status,
  plan: { id: row.planId, name: row.planName, entitlements },
  price: { id: row.priceId, amount: row.amount, currency: row.currency, interval: row.interval },
  payment_method: row.cardLast4 ? { brand: row.cardBrand ?? 'card', last4: row.cardLast4 } : null,
  current_period_start: iso(row.currentPeriodStart),
  current_period_end: iso(row.currentPeriodEnd),
  cancel_at_period_end: row.cancelAtPeriodEnd,
  pending_change:
    pending && row.currentPeriodEnd
      ? {
          plan_id: pending.plan.id,
          plan_name: pending.plan.name,
          price: {
            id: pending.price.id,
            amount: pending.price.amount,
            currency: pending.price.currency,
            interval: pending.price.interval,
          },
          starts_at: row.currentPeriodEnd.toISOString(),
        }
      : null,
  next_attempt_at: row.status === 'past_due' ? iso(row.nextAttemptAt) : null,
  grace_ends_at: row.status === 'past_due' ? iso(row.graceEndsAt) : null,
  next_action_url: row.status === 'incomplete' ? nextActionUrl : null,
  failure_message: row.failureMessage,
  ended_at: iso(row.endedAt),
  created_at: row.createdAt.toISOString(),
});

export const invoiceDto = (row: SubscriptionInvoiceRow): Invoice => ({
  id: row.id,
  receipt_number: invoiceNumberOf(row.id),
  plan_name: row.planName,
  amount: row.amount,
  currency: row.currency,
  interval: row.interval,
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  status: row.status,
  attempts: row.attempts,
  card_brand: row.cardBrand,
  card_last4: row.cardLast4,
  failure_message: row.failureMessage,
  paid_at: iso(row.paidAt),
  created_at: row.createdAt.toISOString(),
});
