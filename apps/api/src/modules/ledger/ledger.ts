import {
  ACCOUNT_NORMAL_SIDE,
  MONEY_MESSAGES,
  conflict,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { LedgerAccountRow } from '../../db/schema';
import { insertEntry, lockAccounts, sumOfLines, type NewLine } from './ledger-repo';

/**
 * The one way money moves (ADR 016): a journal entry whose lines sum to zero in one currency. A positive
 * amount debits its account, a negative one credits it. Balances are never stored; they are sums of lines.
 */

export type Posting = {
  kind: JournalEntryKind;
  memo: string;
  /** When it happened: the injected clock's now (`ctx.clock.now()`), so moved test clocks date it right. */
  at: Date;
  actorId?: number | null;
  paymentId?: number | null;
  escrowId?: number | null;
  payoutId?: number | null;
  disputeId?: number | null;
  lines: { account: Pick<LedgerAccountRow, 'id' | 'currency'>; amount: number }[];
};

/** A programming error, never a caller's: an entry that would not balance is refused before it is written. */
export class UnbalancedEntryError extends Error {
  constructor(reason: string) {
    super(`Refused journal entry: ${reason}`);
    this.name = 'UnbalancedEntryError';
  }
}

/** Checks and writes one entry; answers its id. Lines of zero are dropped (a fee of nothing). */
export async function postEntry(db: DbOrTx, posting: Posting): Promise<number> {
  const lines: NewLine[] = posting.lines
    .filter((line) => line.amount !== 0)
    .map((line) => ({ accountId: line.account.id, amount: line.amount, currency: line.account.currency }));
  if (lines.length < 2) throw new UnbalancedEntryError('an entry needs at least two lines');
  if (!lines.every((line) => Number.isSafeInteger(line.amount)))
    throw new UnbalancedEntryError('amounts must be whole minor units');
  if (new Set(lines.map((line) => line.currency)).size !== 1)
    throw new UnbalancedEntryError('all lines must be in one currency');
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0)
    throw new UnbalancedEntryError('lines must sum to zero');
  const { lines: _lines, at, ...entry } = posting;
  return insertEntry(db, { ...entry, createdAt: at }, lines);
}

/** An account's balance as its owner reads it: credits count up on what we owe, debits on what we hold. */
export async function balanceOf(db: DbOrTx, account: Pick<LedgerAccountRow, 'id' | 'kind'>): Promise<number> {
  const sum = await sumOfLines(db, account.id);
  // 0 - sum, not -sum: an empty account reads 0, never -0.
  return ACCOUNT_NORMAL_SIDE[account.kind as LedgerAccountKind] === 'credit' ? 0 - sum : sum;
}

/**
 * Locks the account and checks it holds `amount`; call it in the transaction that then spends it. Two
 * spenders of one balance take turns, so neither takes it below zero.
 */
export async function reserveFunds(
  db: DbOrTx,
  account: Pick<LedgerAccountRow, 'id' | 'kind'>,
  amount: number,
  message: string = MONEY_MESSAGES.insufficientFunds,
): Promise<number> {
  await lockAccounts(db, [account.id]);
  const balance = await balanceOf(db, account);
  if (balance < amount) throw conflict(message);
  return balance;
}
