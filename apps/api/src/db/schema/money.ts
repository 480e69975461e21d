import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  DisputeStatus,
  EscrowStatus,
  JournalEntryKind,
  LedgerAccountKind,
  PaymentPurpose,
  PaymentStatus,
  PayoutStatus,
} from '@fertilia/contracts';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns';
import { appointments } from './consultations';
import { subscriptionInvoices } from './subscriptions';
import { optionalUserRef, userRef } from './user-columns';

/*
 * Money (ADR 016). Every movement is one journal entry whose lines sum to zero; a balance is the sum of an
 * account's lines, never a stored number. Amounts are integers in minor units (pence) with their currency.
 * Records of money outlive the accounts of the people they name: user references are set null, not cascaded.
 */

/** Minor units as a JavaScript number: safe up to 2^53, far above any amount the rules allow. */
const minor = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/**
 * One account of the ledger. Members' funds, experts' earnings and payouts under review belong to a user;
 * an escrow account holds one visit's payment; the platform's fees and the provider's clearing account are
 * the system's own, one per currency.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialId(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    ownerId: optionalUserRef('owner_id'),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq')
      .on(t.kind, t.ownerId, t.currency)
      .where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.kind, t.currency)
      .where(sql`${t.kind} in ('platform_fees','provider_clearing','subscription_revenue')`),
    check(
      'ledger_accounts_kind_ck',
      sql`${t.kind} in ('member_funds','expert_earnings','payouts_pending','escrow','platform_fees','provider_clearing','subscription_revenue')`,
    ),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * One movement of money: what happened, and the records it belongs to. Immutable: a database trigger refuses
 * updates and deletes, and another refuses a commit whose entry's lines do not sum to zero per currency.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serialId(),
    kind: text('kind').$type<JournalEntryKind>().notNull(),
    memo: text('memo').notNull(),
    paymentId: integer('payment_id'),
    escrowId: integer('escrow_id'),
    payoutId: integer('payout_id'),
    disputeId: integer('dispute_id'),
    /**
     * Who made it happen; null for the system (a job, a webhook). A plain number, not a reference: the journal
     * never changes, so deleting the account cannot clear it.
     */
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_entries_escrow_idx').on(t.escrowId),
    index('journal_entries_payment_idx').on(t.paymentId),
    index('journal_entries_payout_idx').on(t.payoutId),
  ],
);
export type JournalEntryRow = typeof journalEntries.$inferSelect;

/** A line of an entry: a positive amount debits the account, a negative one credits it. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serialId(),
    entryId: belongsTo('entry_id', () => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId, t.entryId),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_amount_ck', sql`${t.amount} <> 0`),
  ],
);
export type JournalLineRow = typeof journalLines.$inferSelect;

/**
 * A charge of a member's card through the payment provider (a wallet top-up). Its status follows the
 * provider's payment intent; the ledger entry is posted once, when it succeeds.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    userId: optionalUserRef('user_id'),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment intent, once it has one. */
    providerPaymentId: text('provider_payment_id'),
    /** The payment method as the provider names it (`pm_card_visa`), its brand and last four digits. */
    paymentMethod: text('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    status: text('status').$type<PaymentStatus>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Where the member confirms the payment when her bank asks (3-D Secure). */
    nextActionUrl: text('next_action_url'),
    entryId: integer('entry_id').references(() => journalEntries.id),
    /** A wallet top-up, or one try at paying a subscription's invoice (ADR 017). */
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('top_up'),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => subscriptionInvoices.id),
    ...timestamps(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    check('payments_status_ck', sql`${t.status} in ('created','requires_action','succeeded','failed')`),
    check('payments_purpose_ck', sql`${t.purpose} in ('top_up','subscription')`),
    check('payments_invoice_ck', sql`(${t.purpose} = 'subscription') = (${t.invoiceId} is not null)`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment for one visit, held until the visit is completed and its dispute window has passed. The
 * amount, the fee and the late-cancellation share are the terms she paid under, fixed at booking. A
 * reschedule moves the escrow to the successor appointment.
 */
export const escrows = pgTable(
  'escrows',
  {
    id: serialId(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    patientId: optionalUserRef('patient_id'),
    expertId: optionalUserRef('expert_id'),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    feePercent: smallint('fee_percent').notNull(),
    lateRefundPercent: smallint('late_refund_percent').notNull(),
    status: text('status').$type<EscrowStatus>().notNull(),
    /** Set when the visit is completed: the escrow is released after this, unless disputed. */
    releaseAfter: instant('release_after'),
    settledAt: instant('settled_at'),
    refundedAmount: minor('refunded_amount').notNull().default(0),
    releasedAmount: minor('released_amount').notNull().default(0),
    feeAmount: minor('fee_amount').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('escrows_appointment_uq').on(t.appointmentId),
    index('escrows_release_idx')
      .on(t.releaseAfter)
      .where(sql`${t.status} = 'held' and ${t.releaseAfter} is not null`),
    index('escrows_status_idx').on(t.status, t.createdAt),
    check('escrows_amount_ck', sql`${t.amount} > 0`),
    check(
      'escrows_status_ck',
      sql`${t.status} in ('held','disputed','released','refunded','partly_refunded')`,
    ),
  ],
);
export type EscrowRow = typeof escrows.$inferSelect;

/** A patient's dispute of a completed visit's payment, and finance's decision on it. One per escrow. */
export const disputes = pgTable(
  'disputes',
  {
    id: serialId(),
    escrowId: belongsTo('escrow_id', () => escrows.id),
    openedById: optionalUserRef('opened_by_id'),
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    refundAmount: minor('refund_amount'),
    resolutionNote: text('resolution_note'),
    resolvedById: optionalUserRef('resolved_by_id'),
    resolvedAt: instant('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('disputes_escrow_uq').on(t.escrowId),
    index('disputes_status_idx').on(t.status, t.createdAt),
    check('disputes_status_ck', sql`${t.status} in ('open','released','refunded','partly_refunded')`),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

/** An expert's request to be paid her earnings, which finance approves (paid through the provider) or refuses. */
export const payouts = pgTable(
  'payouts',
  {
    id: serialId(),
    expertId: optionalUserRef('expert_id'),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    reason: text('reason'),
    providerPayoutId: text('provider_payout_id'),
    decidedById: optionalUserRef('decided_by_id'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('payouts_expert_idx').on(t.expertId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_amount_ck', sql`${t.amount} > 0`),
    check('payouts_status_ck', sql`${t.status} in ('requested','paid','refused')`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The answer given to a money-moving request, by the caller's `Idempotency-Key`: a replay answers it again
 * instead of moving money twice. The row is claimed first, in the request's own transaction, so a second
 * request with the same key waits for the first and then answers what it answered; a request that fails
 * leaves no key behind and may be retried.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id'),
    key: text('key').notNull(),
    /** The endpoint and a hash of the request, so the same key on another request is refused. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer, once the request has finished; null while it runs (or after a crash between phases). */
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Provider events already handled, by their id: a replayed webhook changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The embedded sandbox provider's own book of payment intents (ADR 016): the card network's side, which our
 * `payments` rows refer to by id. A real provider keeps this on its servers.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').$type<'requires_action' | 'succeeded' | 'failed'>().notNull(),
    declineCode: text('decline_code'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** What was returned to the card, refund by refund; their sum never exceeds the amount. */
    refunds: jsonb('refunds').$type<{ id: string; amount: number; at: string }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sandbox_payment_intents_key_uq').on(t.idempotencyKey)],
);
export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;
