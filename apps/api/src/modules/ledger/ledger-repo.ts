import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts, type LedgerAccountRow } from '../../db/schema';

/** The system's accounts: one each per currency, owned by nobody. */
export type SystemAccountKind = Extract<
  LedgerAccountKind,
  'platform_fees' | 'provider_clearing' | 'subscription_revenue'
>;
/** Accounts that belong to a member. */
export type OwnedAccountKind = Extract<
  LedgerAccountKind,
  'member_funds' | 'expert_earnings' | 'payouts_pending'
>;

/** The member's account of that kind, made on first use (two first uses at once make it once). */
export async function ownedAccount(
  db: DbOrTx,
  kind: OwnedAccountKind,
  ownerId: number,
  currency: string,
): Promise<LedgerAccountRow> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.ownerId, ownerId),
    eq(ledgerAccounts.currency, currency),
  );
  const [found] = await db.select().from(ledgerAccounts).where(where);
  if (found) return found;
  await db.insert(ledgerAccounts).values({ kind, ownerId, currency }).onConflictDoNothing();
  const [made] = await db.select().from(ledgerAccounts).where(where);
  return made!;
}

/** The member's account of that kind when she has one; reading never makes one. */
export async function findOwnedAccount(
  db: DbOrTx,
  kind: OwnedAccountKind,
  ownerId: number,
  currency: string,
): Promise<LedgerAccountRow | undefined> {
  const [found] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return found;
}

/** The platform's account of that kind in that currency, made on first use. */
export async function systemAccount(
  db: DbOrTx,
  kind: SystemAccountKind,
  currency: string,
): Promise<LedgerAccountRow> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
    isNull(ledgerAccounts.ownerId),
  );
  const [found] = await db.select().from(ledgerAccounts).where(where);
  if (found) return found;
  await db.insert(ledgerAccounts).values({ kind, ownerId: null, currency }).onConflictDoNothing();
  const [made] = await db.select().from(ledgerAccounts).where(where);
  return made!;
}

/** A new escrow account: each held payment has its own, so its balance is what is still held. */
export async function newEscrowAccount(db: DbOrTx, currency: string): Promise<LedgerAccountRow> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'escrow', ownerId: null, currency })
    .returning();
  return row!;
}

/**
 * Locks the accounts' rows until the transaction ends, in id order so two transactions never wait on each
 * other in a circle. A spender locks her account before reading its balance: a second spender waits, then
 * reads the balance the first one left.
 */
export async function lockAccounts(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** The sum of an account's lines (debits positive), the one source of its balance. */
export async function sumOfLines(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${journalLines.amount})` })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId));
  return Number(row?.total ?? 0);
}

export type NewEntry = typeof journalEntries.$inferInsert;
export type NewLine = { accountId: number; amount: number; currency: string };

/** Writes an entry and its lines; the caller has checked them (ledger.ts), the database checks again. */
export async function insertEntry(db: DbOrTx, entry: NewEntry, lines: NewLine[]): Promise<number> {
  const [row] = await db.insert(journalEntries).values(entry).returning({ id: journalEntries.id });
  await db.insert(journalLines).values(lines.map((line) => ({ ...line, entryId: row!.id })));
  return row!.id;
}
