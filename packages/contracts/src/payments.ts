import { z } from 'zod';
import { amountMinorSchema, currencySchema, PAYMENT_PURPOSES, PAYMENT_STATUSES } from './money';

/*
 * Card payments (ADR 016): the card form, the payment methods it makes, wallet top-ups and the embedded
 * sandbox provider's confirmation step. Card numbers and CVCs are checked here and at the provider's door;
 * they are never stored or logged anywhere.
 */

/** The smallest and largest wallet top-up, in minor units (£5 to £5,000). */
export const TOP_UP_MIN = 500;
export const TOP_UP_MAX = 500_000;
/** Amounts the top-up dialog offers with one tap, in minor units. */
export const TOP_UP_QUICK_AMOUNTS = [2_000, 5_000, 10_000, 20_000] as const;

/** Who the member pays, as the sandbox bank's page names the merchant. */
export const PAYMENTS_MERCHANT = 'Fertilia';

export const PAYMENT_MESSAGES = {
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cardCvc: 'Enter the 3 or 4 digit security code',
  cardNotTest:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  refundTooLarge: 'The refund is larger than what is left of the payment',
  paymentMethodUnknown: 'No such payment method',
  paymentMethodRequired: 'Choose a card',
  topUpMin: `The smallest top-up is £${TOP_UP_MIN / 100}`,
  topUpMax: `The largest top-up is £${(TOP_UP_MAX / 100).toLocaleString('en-GB')}`,
  paymentNotFound: 'Payment not found',
  intentNotFound: 'Payment not found',
  intentNotAwaiting: 'This payment no longer waits for authentication',
  webhookSignature: 'Invalid webhook signature',
  /** With Stripe, card details and 3-D Secure go to Stripe's own pages and never through our server. */
  stripePagesOnly: "Card details and 3-D Secure are entered on Stripe's secure pages, not here",
  sandboxHint: 'Sandbox: use 4242 4242 4242 4242, any future date, any CVC',
} as const;

/** True when the digits pass the Luhn check every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when a card expiring at the end of that month has expired by `now` (UTC). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(year, month, 1); // month is 1-based: this is the first day of the next month
  return endOfMonth <= now.getTime();
}

/** "4242 4242 4242 4242" as typed: spaces and dashes are dropped before the check. */
export const cardNumberSchema = z
  .string({ error: PAYMENT_MESSAGES.cardNumber })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(luhnValid, { error: PAYMENT_MESSAGES.cardNumber });

/** POST /api/payments/sandbox/payment-methods: the card as the member typed it. Expiry is checked by the server's clock. */
export const cardDetailsSchema = z.object({
  number: cardNumberSchema,
  exp_month: z
    .number({ error: PAYMENT_MESSAGES.cardExpiry })
    .int(PAYMENT_MESSAGES.cardExpiry)
    .min(1, PAYMENT_MESSAGES.cardExpiry)
    .max(12, PAYMENT_MESSAGES.cardExpiry),
  exp_year: z
    .number({ error: PAYMENT_MESSAGES.cardExpiry })
    .int(PAYMENT_MESSAGES.cardExpiry)
    .min(2000, PAYMENT_MESSAGES.cardExpiry)
    .max(2099, PAYMENT_MESSAGES.cardExpiry),
  cvc: z.string({ error: PAYMENT_MESSAGES.cardCvc }).regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cardCvc),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

/** "MM/YY" as the card form takes it, as month and four-digit year; null when it is not that shape. */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A payment method as the provider names it: the id to charge, and what the member may see of the card. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /api/wallet/top-ups: an amount in minor units and the payment method to charge. */
export const topUpCreateSchema = z.object({
  amount: amountMinorSchema
    .min(TOP_UP_MIN, PAYMENT_MESSAGES.topUpMin)
    .max(TOP_UP_MAX, PAYMENT_MESSAGES.topUpMax),
  payment_method_id: z
    .string({ error: PAYMENT_MESSAGES.paymentMethodRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.paymentMethodRequired)
    .max(100, PAYMENT_MESSAGES.paymentMethodUnknown),
});
export type TopUpCreate = z.input<typeof topUpCreateSchema>;

/** A card payment (a top-up) as its owner sees it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.enum(PAYMENT_STATUSES),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  failure_message: z.string().nullable(),
  /** Where to confirm the payment while its status is requires_action. */
  next_action_url: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The sandbox bank's confirmation page: what is being paid, to whom, and whether it still waits. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  merchant: z.string(),
  status: z.enum(['requires_action', 'succeeded', 'failed']),
  payment_id: z.number().int(),
  /** A top-up returns to the wallet, a subscription's payment to the subscription page. */
  purpose: z.enum(PAYMENT_PURPOSES),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

export const SANDBOX_OUTCOMES = ['complete', 'fail'] as const;
export const sandboxConfirmSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;

export const intentIdParam = z.object({
  id: z.string().regex(/^pi_[A-Za-z0-9_]{1,80}$/, PAYMENT_MESSAGES.intentNotFound),
});

/** A provider event as the sandbox sends it (Stripe's shape, the fields we read). */
export const paymentEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      metadata: z.record(z.string(), z.string()),
      last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable().optional(),
    }),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * An event as Stripe sends it: every type arrives at one endpoint, so only the envelope is checked here; the
 * handler reads the object of the types it handles and answers 200 to the rest, as Stripe asks.
 */
export const stripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;
