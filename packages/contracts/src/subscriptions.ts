import { z } from 'zod';
import { databaseId, pageOf } from './common';
import { currencySchema } from './money';
import { billingIntervalSchema } from './plans';
import { PAYMENT_MESSAGES } from './payments';
import { planEntitlementSchema } from './plan-entitlements';

/*
 * Plans and subscriptions (ADR 017). We bill subscriptions ourselves: a member's saved card is charged for
 * each period through the payment provider, each charge is a journal entry, and what a plan unlocks
 * (its entitlements) is checked by the API. Spec 02: the request carries plan_id (positive) and
 * payment_method_id (required); a failure reads 'Subscription failed'.
 */

/** Plans are for patients; experts, doctors and staff are never asked for one. */
export const SUBSCRIBER_ROLES = ['patient'] as const;
export const maySubscribe = (role: string): boolean => (SUBSCRIBER_ROLES as readonly string[]).includes(role);

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Ended',
};

/** open: awaiting payment (first try or retries); paid; failed: given up after the grace period; void: abandoned. */
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Not paid',
  void: 'Cancelled',
};

/**
 * A renewal whose charge fails is tried again this many days after the period ended; the plan's benefits stay
 * while it is retried (the grace period), and the subscription ends when the last retry fails.
 */
export const GRACE_PERIOD_DAYS = 7;
export const RENEWAL_RETRY_DAYS = [1, 3, GRACE_PERIOD_DAYS] as const;

export const SUBSCRIPTION_MESSAGES = {
  failed: 'Subscription failed',
  planId: 'Choose a plan',
  priceId: 'Choose a price of this plan',
  planNotFound: 'Plan not found',
  priceNotFound: 'This plan has no such price',
  planIsFree: 'This plan is free: every account has it without subscribing',
  notRecurring: 'This price is not a subscription',
  wrongCurrency: 'This price cannot be paid here',
  alreadySubscribed: 'You already have a subscription: change its plan instead',
  noSubscription: 'You have no subscription',
  notCancelable: 'This subscription is not running',
  notResumable: 'This subscription is not set to end',
  samePlan: 'This is already your plan',
  awaitingPayment:
    'Your subscription is still waiting for its first payment: confirm it, or cancel it, on the subscriptions page',
  invoiceNotFound: 'Receipt not found',
  unavailable: 'Subscriptions are not available',
  notEntitled: (what: string) => `Your plan does not include ${what}. See the plans on the pricing page.`,
} as const;

/** POST /api/subscriptions: spec 02's plan_id and payment_method_id, and which of the plan's prices. */
export const subscriptionCreateSchema = z.object({
  plan_id: databaseId(SUBSCRIPTION_MESSAGES.planId, { coerce: false }),
  /** The monthly or yearly price; without it, the plan's monthly price. */
  price_id: databaseId(SUBSCRIPTION_MESSAGES.priceId, { coerce: false }).optional(),
  payment_method_id: z
    .string({ error: PAYMENT_MESSAGES.paymentMethodRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.paymentMethodRequired)
    .max(100, PAYMENT_MESSAGES.paymentMethodUnknown),
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;

/** POST /api/subscriptions/current/change: the plan (and price) from the next period on. */
export const subscriptionChangeSchema = subscriptionCreateSchema.pick({ plan_id: true, price_id: true });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** PUT /api/subscriptions/current/payment-method: the card renewals are charged to. */
export const paymentMethodChangeSchema = subscriptionCreateSchema.pick({ payment_method_id: true });
export type PaymentMethodChange = z.infer<typeof paymentMethodChangeSchema>;

const priceSummary = z.object({
  /** Null when the price was since removed from the catalogue (she keeps the terms she subscribed under). */
  id: z.number().int().nullable(),
  amount: z.number().int(),
  currency: currencySchema,
  interval: billingIntervalSchema,
});
export type PriceSummary = z.infer<typeof priceSummary>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan's id is null when the plan was since removed from the catalogue. */
  plan: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    entitlements: z.array(planEntitlementSchema),
  }),
  price: priceSummary,
  payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Null until the first payment. */
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** The plan she chose for the next period, if she changed it. */
  pending_change: z
    .object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      price: priceSummary,
      starts_at: z.string(),
    })
    .nullable(),
  /** While a renewal is overdue: the next try, and when the subscription ends if every try fails. */
  next_attempt_at: z.string().nullable(),
  grace_ends_at: z.string().nullable(),
  /** Where to confirm the first payment while it waits for 3-D Secure. */
  next_action_url: z.string().nullable(),
  failure_message: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions/current: her subscription (or none) and what her account unlocks today. */
export const currentSubscriptionSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  entitlements: z.array(planEntitlementSchema),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  plan_name: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  interval: billingIntervalSchema,
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(INVOICE_STATUSES),
  attempts: z.number().int(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  failure_message: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageOf(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** "FS-000042": the number a subscription receipt carries (visit receipts are FRT-…). */
export const invoiceNumberOf = (id: number): string => `FS-${String(id).padStart(6, '0')}`;
