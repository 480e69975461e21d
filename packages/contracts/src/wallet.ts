import { z } from 'zod';
import { pageOf } from './common';
import { currencySchema, JOURNAL_ENTRY_KINDS, LEDGER_ACCOUNT_KINDS } from './money';

/** A member's wallet (ADR 016): balances derived from the ledger, in the platform's currency. */
export const walletSchema = z.object({
  currency: currencySchema,
  /** What she holds to pay for visits (member funds). */
  funds: z.number().int(),
  /** Experts and doctors only, null for everyone else. */
  earnings: z.number().int().nullable(),
  payouts_pending: z.number().int().nullable(),
  held_in_escrow: z.number().int().nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** One line of her ledger: an entry's effect on one of her accounts, signed from her side (+ in, − out). */
export const walletHistoryItemSchema = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  kind: z.enum(JOURNAL_ENTRY_KINDS),
  label: z.string(),
  memo: z.string(),
  account: z.enum(LEDGER_ACCOUNT_KINDS),
  account_label: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  created_at: z.string(),
  appointment_id: z.number().int().nullable(),
});
export type WalletHistoryItem = z.infer<typeof walletHistoryItemSchema>;
export const walletHistorySchema = pageOf(walletHistoryItemSchema);
export type WalletHistory = z.infer<typeof walletHistorySchema>;

/** The platform's books: every account kind's balance and the proof that the journal sums to zero. */
export const booksSchema = z.object({
  currency: currencySchema,
  accounts: z.array(
    z.object({ kind: z.enum(LEDGER_ACCOUNT_KINDS), label: z.string(), balance: z.number().int() }),
  ),
  entries: z.number().int(),
  /** The sum of every journal line; zero when the books balance. */
  lines_total: z.number().int(),
  balanced: z.boolean(),
});
export type Books = z.infer<typeof booksSchema>;

export const userIdParam = z.object({
  userId: z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(2_147_483_647, 'Invalid id'),
});
