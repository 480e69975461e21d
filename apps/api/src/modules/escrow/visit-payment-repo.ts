import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  disputes,
  escrows,
  journalEntries,
  journalLines,
  ledgerAccounts,
  users,
  type AppointmentRow,
  type DisputeRow,
  type EscrowRow,
} from '../../db/schema';
import type { JournalEntryKind, LedgerAccountKind } from '@fertilia/contracts';

const patient = alias(users, 'patient');
const expert = alias(users, 'expert');

const partyColumns = (u: typeof patient | typeof expert) => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  timeZone: u.timeZone,
});

export type PaymentParty = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  timeZone: string | null;
};

/** A paid visit as its payment reads it: the appointment, both parties and its escrow (null: free visit). */
export type PaymentVisit = {
  appointment: AppointmentRow;
  patient: PaymentParty;
  expert: PaymentParty;
  escrow: EscrowRow | null;
};

export async function findPaymentVisit(db: DbOrTx, appointmentId: number): Promise<PaymentVisit | undefined> {
  const [row] = await db
    .select({
      appointment: appointments,
      patient: partyColumns(patient),
      expert: partyColumns(expert),
      escrow: escrows,
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .innerJoin(expert, eq(expert.id, appointments.expertId))
    .leftJoin(escrows, eq(escrows.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

/** One line of an entry of the escrow's, with the kind of account it moved. */
export type EscrowEntryLine = {
  entryId: number;
  kind: JournalEntryKind;
  memo: string;
  createdAt: Date;
  accountId: number;
  accountKind: LedgerAccountKind;
  amount: number;
};

/** Every line of every entry posted for the escrow, oldest entry first. */
export const findEscrowEntryLines = (db: DbOrTx, escrowId: number): Promise<EscrowEntryLine[]> =>
  db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      createdAt: journalEntries.createdAt,
      accountId: journalLines.accountId,
      accountKind: ledgerAccounts.kind,
      amount: journalLines.amount,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalEntries.escrowId, escrowId))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id), asc(journalLines.id));

export const findDisputeOfEscrow = async (db: DbOrTx, escrowId: number): Promise<DisputeRow | undefined> =>
  (await db.select().from(disputes).where(eq(disputes.escrowId, escrowId)).limit(1))[0];

/** Held escrows whose dispute window has passed, soonest first (a disputed one is not `held`). */
export const findDueEscrowIds = async (db: DbOrTx, now: Date, limit: number): Promise<number[]> =>
  (
    await db
      .select({ id: escrows.id })
      .from(escrows)
      .where(and(eq(escrows.status, 'held'), lte(escrows.releaseAfter, now)))
      .orderBy(asc(escrows.releaseAfter), asc(escrows.id))
      .limit(limit)
  ).map((r) => r.id);

/** Paid requests still pending whose time has come, soonest first: the sweep declines and refunds them. */
export const findUnansweredPaidRequestIds = async (db: DbOrTx, now: Date, limit: number): Promise<number[]> =>
  (
    await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'pending'),
          gt(appointments.priceMinor, 0),
          lte(appointments.startsAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(limit)
  ).map((r) => r.id);
