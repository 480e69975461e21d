import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  medicationDoses,
  medicationRemindersSent,
  medications,
  users,
  type MedicationDoseRow,
  type MedicationRow,
} from '../../../db/schema';

export type MedicationColumns = Omit<MedicationRow, 'id' | 'patientId' | 'createdAt' | 'updatedAt'>;

/** Her date at `now` in the medication's own zone, computed by the database. */
const localDateAt = (now: Date, daysBack = 0): SQL =>
  sql`((${now.toISOString()}::timestamptz at time zone ${medications.timeZone})::date - ${daysBack}::int)`;

/** A dose is still to come on her today or later (ADR 022): no last date, or one not before her today. */
export const isCurrent = (now: Date, daysBack = 0): SQL =>
  or(isNull(medications.lastDate), gte(medications.lastDate, localDateAt(now, daysBack)))!;

const currentFlag = (now: Date) => sql<boolean>`(${isCurrent(now)})`;

export async function listMedicationRows(
  db: DbOrTx,
  patientId: number,
  now: Date,
  { active, skip, limit }: { active: boolean | undefined; skip: number; limit: number },
): Promise<{ rows: (MedicationRow & { active: boolean })[]; total: number }> {
  const where = and(
    eq(medications.patientId, patientId),
    active === undefined ? undefined : active ? isCurrent(now) : sql`not (${isCurrent(now)})`,
  );
  const rows = await db
    .select({ row: medications, active: currentFlag(now) })
    .from(medications)
    .where(where)
    .orderBy(desc(currentFlag(now)), desc(medications.startDate), desc(medications.id))
    .offset(skip)
    .limit(limit);
  const [{ total }] = (await db.select({ total: count() }).from(medications).where(where)) as [
    { total: number },
  ];
  return { rows: rows.map(({ row, active }) => ({ ...row, active: Boolean(active) })), total: Number(total) };
}

/** All her medications, in the list's order (current first). */
export const allMedicationRows = (db: DbOrTx, patientId: number, now: Date): Promise<MedicationRow[]> =>
  db
    .select()
    .from(medications)
    .where(eq(medications.patientId, patientId))
    .orderBy(desc(currentFlag(now)), desc(medications.startDate), desc(medications.id));

export const findMedicationOf = async (
  db: DbOrTx,
  patientId: number,
  id: number,
): Promise<MedicationRow | undefined> =>
  (
    await db
      .select()
      .from(medications)
      .where(and(eq(medications.id, id), eq(medications.patientId, patientId)))
      .limit(1)
  )[0];

export const insertMedication = async (
  db: DbOrTx,
  values: MedicationColumns & { patientId: number; createdAt: Date; updatedAt: Date },
): Promise<MedicationRow> => (await db.insert(medications).values(values).returning())[0]!;

export const replaceMedication = async (
  db: DbOrTx,
  id: number,
  values: MedicationColumns & { updatedAt: Date },
): Promise<MedicationRow> =>
  (await db.update(medications).set(values).where(eq(medications.id, id)).returning())[0]!;

/** Deletes the medication; its dose log and sent reminders go with it (foreign keys cascade). */
export const deleteMedicationRow = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(medications).where(eq(medications.id, id));
};

export const patientTimeZone = async (db: DbOrTx, patientId: number): Promise<string | null> =>
  (await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, patientId)).limit(1))[0]
    ?.timeZone ?? null;

/** The log of these medications' doses on the dates from `from` to `to`. */
export const doseLogsOf = (
  db: DbOrTx,
  medicationIds: number[],
  from: string,
  to: string,
): Promise<MedicationDoseRow[]> =>
  medicationIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(medicationDoses)
        .where(
          and(
            inArray(medicationDoses.medicationId, medicationIds),
            gte(medicationDoses.doseDate, from),
            sql`${medicationDoses.doseDate} <= ${to}`,
          ),
        )
        .orderBy(asc(medicationDoses.doseDate), asc(medicationDoses.doseTime));

export const findDoseLog = async (
  db: DbOrTx,
  medicationId: number,
  date: string,
  time: string,
): Promise<MedicationDoseRow | undefined> =>
  (
    await db
      .select()
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.medicationId, medicationId),
          eq(medicationDoses.doseDate, date),
          eq(medicationDoses.doseTime, time),
        ),
      )
      .limit(1)
  )[0];

/** One statement: the first log of a dose inserts, a second replaces it (the unique index decides). */
export const upsertDoseLog = async (
  db: DbOrTx,
  log: Omit<MedicationDoseRow, 'id'>,
): Promise<MedicationDoseRow> =>
  (
    await db
      .insert(medicationDoses)
      .values(log)
      .onConflictDoUpdate({
        target: [medicationDoses.medicationId, medicationDoses.doseDate, medicationDoses.doseTime],
        set: { status: log.status, note: log.note, loggedAt: log.loggedAt },
      })
      .returning()
  )[0]!;

/**
 * Medications the reminder job looks at: reminders on, of an active patient, with doses from her yesterday on
 * (a dose late last night may still be in its grace period).
 */
export const medicationsToRemind = (db: DbOrTx, now: Date): Promise<MedicationRow[]> =>
  db
    .select({ row: medications })
    .from(medications)
    .innerJoin(users, eq(users.id, medications.patientId))
    .where(
      and(
        eq(medications.remindersEnabled, true),
        eq(users.role, 'patient'),
        eq(users.status, 'active'),
        isCurrent(now, 1),
      ),
    )
    .orderBy(asc(medications.id))
    .then((rows) => rows.map((r) => r.row));

/**
 * Claims the right to send one dose's reminder. True for exactly one caller per (medication, date, time),
 * however many processes try at once: the unique index lets one insert through.
 */
export const claimDoseReminder = async (
  db: DbOrTx,
  medicationId: number,
  date: string,
  time: string,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .insert(medicationRemindersSent)
      .values({ medicationId, doseDate: date, doseTime: time, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: medicationRemindersSent.id })
  ).length > 0;
