import { and, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeStatus, EscrowStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  disputes,
  escrows,
  journalEntries,
  journalLines,
  users,
  type DisputeRow,
} from '../../db/schema';

/*
 * The SQL of disputes and of finance's escrow list. Escrows are created and settled by the ledger module
 * (escrow-service.ts); here they are only read, and disputes written.
 */

const patients = alias(users, 'patient');
const experts = alias(users, 'expert');
const resolvers = alias(users, 'resolver');

const person = (table: typeof patients | typeof experts | typeof resolvers) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  username: table.username,
  timeZone: table.timeZone,
});
export type PersonRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  timeZone: string | null;
};
type JoinedPerson = { [K in keyof PersonRow]: PersonRow[K] | null } | null;

/** A left-joined person, or null when the account is gone. */
export const present = (p: JoinedPerson): PersonRow | null =>
  p && p.id !== null && p.username !== null ? { ...p, id: p.id, username: p.username } : null;

const visit = {
  id: appointments.id,
  patientId: appointments.patientId,
  expertId: appointments.expertId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
};

/** The appointment a patient disputes: who it belongs to and where it stands. */
export async function findVisit(db: DbOrTx, id: number) {
  const [row] = await db.select(visit).from(appointments).where(eq(appointments.id, id));
  return row;
}

export async function insertDispute(db: DbOrTx, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await db.insert(disputes).values(values).returning();
  return row!;
}

/** The dispute's row, locked until the transaction ends: two decisions on one dispute never cross. */
export async function lockDispute(db: DbOrTx, id: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function updateDispute(
  db: DbOrTx,
  id: number,
  values: Partial<typeof disputes.$inferInsert>,
): Promise<void> {
  await db.update(disputes).set(values).where(eq(disputes.id, id));
}

const disputeView = {
  dispute: disputes,
  escrow: escrows,
  appointment: visit,
  patient: person(patients),
  expert: person(experts),
  resolver: person(resolvers),
};

function disputeViews(db: DbOrTx) {
  return db
    .select(disputeView)
    .from(disputes)
    .innerJoin(escrows, eq(escrows.id, disputes.escrowId))
    .leftJoin(appointments, eq(appointments.id, escrows.appointmentId))
    .leftJoin(patients, eq(patients.id, escrows.patientId))
    .leftJoin(experts, eq(experts.id, escrows.expertId))
    .leftJoin(resolvers, eq(resolvers.id, disputes.resolvedById));
}
export type DisputeView = Awaited<ReturnType<typeof findDisputeView>> & {};

export async function findDisputeView(db: DbOrTx, id: number) {
  const [row] = await disputeViews(db).where(eq(disputes.id, id));
  return row;
}

/** A page of disputes: open ones first unless a status is asked for, then newest first. */
export async function listDisputeViews(
  db: DbOrTx,
  query: { status?: DisputeStatus; skip: number; limit: number },
) {
  const where = query.status ? eq(disputes.status, query.status) : undefined;
  const [rows, [total], [open]] = await Promise.all([
    disputeViews(db)
      .where(where)
      .orderBy(sql`(${disputes.status} = 'open') desc`, desc(disputes.createdAt), desc(disputes.id))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ n: count() }).from(disputes).where(where),
    db.select({ n: count() }).from(disputes).where(eq(disputes.status, 'open')),
  ]);
  return { rows, total: total?.n ?? 0, open: open?.n ?? 0 };
}

/** Every line of one escrow account, oldest first, with the entry it belongs to. */
export function escrowLines(db: DbOrTx, accountId: number) {
  return db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      amount: journalLines.amount,
      createdAt: journalEntries.createdAt,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.accountId, accountId))
    .orderBy(journalEntries.id, journalLines.id);
}

const escrowView = {
  escrow: escrows,
  disputeId: disputes.id,
  appointment: visit,
  patient: person(patients),
  expert: person(experts),
};
export type EscrowView = Awaited<ReturnType<typeof listEscrowViews>>['rows'][number];

/** A page of escrows, newest first, and the totals held and disputed across all of them. */
export async function listEscrowViews(
  db: DbOrTx,
  query: { status?: EscrowStatus; skip: number; limit: number },
) {
  const where: SQL | undefined = query.status ? eq(escrows.status, query.status) : undefined;
  const [rows, [total], totals] = await Promise.all([
    db
      .select(escrowView)
      .from(escrows)
      .leftJoin(disputes, eq(disputes.escrowId, escrows.id))
      .leftJoin(appointments, eq(appointments.id, escrows.appointmentId))
      .leftJoin(patients, eq(patients.id, escrows.patientId))
      .leftJoin(experts, eq(experts.id, escrows.expertId))
      .where(where)
      .orderBy(desc(escrows.createdAt), desc(escrows.id))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ n: count() }).from(escrows).where(where),
    db
      .select({ status: escrows.status, n: count(), amount: sum(escrows.amount).mapWith(Number) })
      .from(escrows)
      .where(and(inArray(escrows.status, ['held', 'disputed'])))
      .groupBy(escrows.status)
      .orderBy(escrows.status),
  ]);
  return { rows, total: total?.n ?? 0, totals };
}
