import { z } from 'zod';

/*
 * Money (ADR 016): the words and shapes every part of the money feature shares. Amounts are integers in minor
 * units (pence, cents) with an ISO 4217 currency; nothing near money is a floating-point number.
 */

/** The header every money-moving request carries; the web client always sends one (a UUID per attempt). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;

export const LEDGER_ACCOUNT_KINDS = [
  'member_funds',
  'expert_earnings',
  'payouts_pending',
  'escrow',
  'platform_fees',
  'provider_clearing',
  'subscription_revenue',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Which way an account's balance is read: an asset (money the platform holds at the provider) grows with
 * debits; a liability or revenue (what it owes members and experts, what it earned) grows with credits.
 */
export const ACCOUNT_NORMAL_SIDE: Record<LedgerAccountKind, 'debit' | 'credit'> = {
  member_funds: 'credit',
  expert_earnings: 'credit',
  payouts_pending: 'credit',
  escrow: 'credit',
  platform_fees: 'credit',
  provider_clearing: 'debit',
  subscription_revenue: 'credit',
};

export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccountKind, string> = {
  member_funds: 'Member funds',
  expert_earnings: 'Expert earnings',
  payouts_pending: 'Payouts under review',
  escrow: 'Escrow',
  platform_fees: 'Platform fees',
  provider_clearing: 'Provider clearing',
  subscription_revenue: 'Subscription revenue',
};

export const JOURNAL_ENTRY_KINDS = [
  'top_up',
  'visit_payment',
  'refund',
  'escrow_release',
  'payout_request',
  'payout_paid',
  'payout_refused',
  'subscription_payment',
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

export const JOURNAL_ENTRY_LABELS: Record<JournalEntryKind, string> = {
  top_up: 'Top-up',
  visit_payment: 'Consultation payment',
  refund: 'Refund',
  escrow_release: 'Consultation earnings',
  payout_request: 'Payout requested',
  payout_paid: 'Payout paid',
  payout_refused: 'Payout refused',
  subscription_payment: 'Subscription payment',
};

/** What a card payment is for: a wallet top-up, or a subscription's charge for one period (ADR 017). */
export const PAYMENT_PURPOSES = ['top_up', 'subscription'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['created', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ESCROW_STATUSES = ['held', 'disputed', 'released', 'refunded', 'partly_refunded'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];
export const ESCROW_STATUS_LABELS: Record<EscrowStatus, string> = {
  held: 'Held',
  disputed: 'Disputed',
  released: 'Released',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

export const DISPUTE_STATUSES = ['open', 'released', 'refunded', 'partly_refunded'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Open',
  released: 'Released to the expert',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

export const PAYOUT_STATUSES = ['requested', 'paid', 'refused'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: 'Under review',
  paid: 'Paid',
  refused: 'Refused',
};

/** The largest single amount anyone may move: 1,000,000.00 in minor units. */
export const AMOUNT_MAX_MINOR = 100_000_000;

export const MONEY_MESSAGES = {
  amountWhole: 'Amount must be a whole number of minor units',
  amountPositive: 'Amount must be more than zero',
  amountMax: 'Amount is too large',
  insufficientFunds: 'Your wallet balance is too low for this payment',
  idempotencyKeyMissing: 'Idempotency-Key header is required for this request',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;

/** An amount in minor units: a positive whole number within the platform's limit. */
export const amountMinorSchema = z
  .number({ error: MONEY_MESSAGES.amountWhole })
  .int(MONEY_MESSAGES.amountWhole)
  .positive(MONEY_MESSAGES.amountPositive)
  .max(AMOUNT_MAX_MINOR, MONEY_MESSAGES.amountMax);

export const currencySchema = z.string().regex(/^[A-Z]{3}$/);

/** An amount as the API answers it: minor units and their currency. */
export const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** The key a client sends: printable ASCII, as Stripe accepts it. */
export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`), MONEY_MESSAGES.idempotencyKeyInvalid);

/** Minor units per major unit; every currency we take has two decimals. */
const MINOR_PER_MAJOR = 100;

/** "£12.50" in the reader's locale; the integer is divided only to be shown. */
export function formatMoney(money: Money, locale?: string): string {
  return new Intl.NumberFormat(locale ?? 'en-GB', { style: 'currency', currency: money.currency }).format(
    money.amount / MINOR_PER_MAJOR,
  );
}

/**
 * Reads "12.50" or "12" typed into a form as minor units without floating point (1250), or null when it is
 * not an amount with at most two decimals.
 */
export function parseMajorAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/** The share of an amount, rounded half up, in whole minor units: `percent` of 1999 at 15 is 300. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}
