import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceStatus, PlanEntitlement, SubscriptionStatus } from '@fertilia/contracts';
import { createdAt, instant, serialId, timestamps } from './columns';
import { journalEntries } from './money';
import { planPrices, plans } from './plans';
import { optionalUserRef, userRef } from './user-columns';

/*
 * Subscriptions (ADR 017). A subscription keeps the terms she subscribed under (plan name, amount, currency,
 * interval), so an edit or a deletion in the catalogue never changes what an existing subscriber pays: the
 * catalogue ids are set null when their rows go. Charges are payments (purpose 'subscription') of an invoice.
 */

type Interval = 'month' | 'year';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    userId: optionalUserRef('user_id'),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    priceId: integer('price_id').references(() => planPrices.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    /** What the plan unlocked when she last paid; read when the plan itself is gone. */
    entitlements: jsonb('entitlements').$type<PlanEntitlement[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<Interval>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    provider: text('provider').notNull(),
    /** Her customer at the provider and the saved payment method renewals charge. */
    customer: text('customer').notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Periods are counted from the anchor (so 31 January renews on 28 February, then 31 March). */
    anchorAt: instant('anchor_at'),
    periodIndex: integer('period_index').notNull().default(0),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The price she chose for the next period. */
    pendingPriceId: integer('pending_price_id').references(() => planPrices.id, { onDelete: 'set null' }),
    /** While a renewal is overdue: the next try and the end of the grace period. */
    nextAttemptAt: instant('next_attempt_at'),
    graceEndsAt: instant('grace_ends_at'),
    failureMessage: text('failure_message'),
    endedAt: instant('ended_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_live_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('incomplete','active','past_due')`),
    index('subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'past_due'`),
    check('subscriptions_status_ck', sql`${t.status} in ('incomplete','active','past_due','canceled')`),
    check('subscriptions_interval_ck', sql`${t.interval} in ('month','year')`),
    check('subscriptions_amount_ck', sql`${t.amount} > 0`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** One period's charge: paid once, however many tries it took. Its id is the receipt number. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serialId(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: optionalUserRef('user_id'),
    planName: text('plan_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<Interval>().notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    paidAt: instant('paid_at'),
    entryId: integer('entry_id').references(() => journalEntries.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_period_uq').on(t.subscriptionId, t.periodStart),
    index('subscription_invoices_user_idx').on(t.userId, t.createdAt),
    check('subscription_invoices_status_ck', sql`${t.status} in ('open','paid','failed','void')`),
    check('subscription_invoices_amount_ck', sql`${t.amount} > 0`),
  ],
);
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;

/**
 * Who a member or an expert is at a provider: her customer (saved payment methods) and, for experts, the
 * connected account payouts are sent to. Ids a provider gave, never card details.
 */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    provider: text('provider').notNull(),
    userId: userRef('user_id'),
    kind: text('kind').$type<'customer' | 'connected_account'>().notNull(),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.userId, t.kind] }),
    uniqueIndex('provider_accounts_external_uq').on(t.provider, t.externalId),
    check('provider_accounts_kind_ck', sql`${t.kind} in ('customer','connected_account')`),
  ],
);
export type ProviderAccountRow = typeof providerAccounts.$inferSelect;
