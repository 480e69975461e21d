import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccountKind, PayoutStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  escrows,
  journalEntries,
  journalLines,
  ledgerAccounts,
  payouts,
  users,
  type PayoutRow,
} from '../../db/schema';

/**
 * The accounts her history shows: what she can spend or withdraw. A payout under review is a move between
 * two of her own accounts and reads as money in and out at once; her payouts list follows it instead.
 */
const HISTORY_KINDS: LedgerAccountKind[] = ['member_funds', 'expert_earnings'];

/** Each of her accounts' raw sum of lines (debits positive), by kind, in the currency. */
export async function ownedSums(
  db: DbOrTx,
  ownerId: number,
  currency: string,
): Promise<Partial<Record<LedgerAccountKind, number>>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string | null>`sum(${journalLines.amount})` })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.currency, currency)))
    .groupBy(ledgerAccounts.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total ?? 0)]));
}

/** The sum of her escrows still held or under dispute, as the expert paid. */
export async function heldForExpert(db: DbOrTx, expertId: number, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${escrows.amount})` })
    .from(escrows)
    .where(
      and(
        eq(escrows.expertId, expertId),
        eq(escrows.currency, currency),
        inArray(escrows.status, ['held', 'disputed']),
      ),
    );
  return Number(row?.total ?? 0);
}

export type HistoryRow = {
  id: number;
  entryId: number;
  kind: (typeof journalEntries.$inferSelect)['kind'];
  memo: string;
  account: LedgerAccountKind;
  amount: number;
  currency: string;
  createdAt: Date;
  appointmentId: number | null;
};

/** Her ledger lines, newest first (ties by line id), with the visit an escrow entry belongs to. */
export async function historyPage(
  db: DbOrTx,
  ownerId: number,
  page: { skip: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = and(eq(ledgerAccounts.ownerId, ownerId), inArray(ledgerAccounts.kind, HISTORY_KINDS));
  const rows = await db
    .select({
      id: journalLines.id,
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      account: ledgerAccounts.kind,
      amount: journalLines.amount,
      currency: journalLines.currency,
      createdAt: journalEntries.createdAt,
      appointmentId: escrows.appointmentId,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .leftJoin(escrows, eq(escrows.id, journalEntries.escrowId))
    .where(where)
    .orderBy(desc(journalEntries.createdAt), desc(journalLines.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every account kind's raw sum of lines in the currency, the number of entries and the journal's total. */
export async function bookTotals(db: DbOrTx, currency: string) {
  const byKind = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string | null>`sum(${journalLines.amount})` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalLines.currency, currency))
    .groupBy(ledgerAccounts.kind);
  const [all] = await db
    .select({ total: sql<string | null>`sum(${journalLines.amount})` })
    .from(journalLines)
    .where(eq(journalLines.currency, currency));
  const [entries] = await db.select({ n: count() }).from(journalEntries);
  return {
    byKind: Object.fromEntries(byKind.map((row) => [row.kind, Number(row.total ?? 0)])) as Partial<
      Record<LedgerAccountKind, number>
    >,
    linesTotal: Number(all?.total ?? 0),
    entries: entries?.n ?? 0,
  };
}

export async function insertPayout(db: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await db.insert(payouts).values(values).returning();
  return row!;
}

export async function lockPayout(db: DbOrTx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function updatePayout(
  db: DbOrTx,
  id: number,
  values: Partial<typeof payouts.$inferInsert>,
): Promise<PayoutRow> {
  const [row] = await db.update(payouts).set(values).where(eq(payouts.id, id)).returning();
  return row!;
}

export async function payoutsOf(db: DbOrTx, expertId: number, page: { skip: number; limit: number }) {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.expertId, expertId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(payouts).where(eq(payouts.expertId, expertId));
  return { rows, total: total?.n ?? 0 };
}

export type PayoutWithExpert = {
  payout: PayoutRow;
  expert: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    username: string;
    email: string;
  } | null;
};

const expertColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
};

/** Payouts for finance: requested ones oldest first (a queue), others newest first. */
export async function adminPayoutPage(
  db: DbOrTx,
  query: { status?: PayoutStatus; skip: number; limit: number },
): Promise<{ rows: PayoutWithExpert[]; total: number }> {
  const where = query.status ? eq(payouts.status, query.status) : undefined;
  const order =
    query.status === 'requested'
      ? [asc(payouts.createdAt), asc(payouts.id)]
      : [desc(payouts.createdAt), desc(payouts.id)];
  const rows = await db
    .select({ payout: payouts, expert: expertColumns })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.expertId))
    .where(where)
    .orderBy(...order)
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(payouts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function payoutWithExpert(db: DbOrTx, id: number): Promise<PayoutWithExpert | undefined> {
  const [row] = await db
    .select({ payout: payouts, expert: expertColumns })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.expertId))
    .where(eq(payouts.id, id));
  return row;
}

export async function findUserRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return row;
}
