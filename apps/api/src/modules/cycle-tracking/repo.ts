import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { cycleDays, type CycleDayRow, type NewCycleDayRow } from '../../db/schema';

export type CycleDayColumns = Omit<NewCycleDayRow, 'id' | 'userId' | 'createdAt'>;

const ownedBy = (userId: number, range: { from?: string; to?: string } = {}): SQL | undefined =>
  and(
    eq(cycleDays.userId, userId),
    range.from ? gte(cycleDays.date, range.from) : undefined,
    range.to ? lte(cycleDays.date, range.to) : undefined,
  );

/** A patient's days in date order, one page of them, and how many the range holds. */
export async function listCycleDayRows(
  db: DbOrTx,
  userId: number,
  range: { from?: string; to?: string },
  page: { skip: number; limit: number },
): Promise<{ rows: CycleDayRow[]; total: number }> {
  const where = ownedBy(userId, range);
  const [rows, totals] = await Promise.all([
    db.select().from(cycleDays).where(where).orderBy(asc(cycleDays.date)).offset(page.skip).limit(page.limit),
    db.select({ total: count() }).from(cycleDays).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every day of a patient up to a date, oldest first: what the prediction reads. */
export const allCycleDayRows = (db: DbOrTx, userId: number, to: string): Promise<CycleDayRow[]> =>
  db.select().from(cycleDays).where(ownedBy(userId, { to })).orderBy(asc(cycleDays.date));

export const findCycleDayByDate = async (
  db: DbOrTx,
  userId: number,
  date: string,
): Promise<CycleDayRow | undefined> =>
  (
    await db
      .select()
      .from(cycleDays)
      .where(and(eq(cycleDays.userId, userId), eq(cycleDays.date, date)))
      .limit(1)
  )[0];

export const insertCycleDayRow = rowsById(cycleDays).insert;

export const updateCycleDayRow = async (
  db: DbOrTx,
  userId: number,
  id: number,
  columns: Partial<CycleDayColumns>,
): Promise<CycleDayRow | undefined> =>
  (
    await db
      .update(cycleDays)
      .set(columns)
      .where(and(eq(cycleDays.id, id), eq(cycleDays.userId, userId)))
      .returning()
  )[0];

export const deleteCycleDayRow = async (db: DbOrTx, userId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(cycleDays)
      .where(and(eq(cycleDays.id, id), eq(cycleDays.userId, userId)))
      .returning({ id: cycleDays.id })
  ).length > 0;

/** Dates among `dates` the patient has already logged. */
export const existingDates = async (db: DbOrTx, userId: number, dates: string[]): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ date: cycleDays.date })
        .from(cycleDays)
        .where(and(eq(cycleDays.userId, userId), inArray(cycleDays.date, dates)))
    ).map((r) => r.date),
  );

/** The value a conflicting insert proposed, for `on conflict do update`. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** Inserts or replaces by (patient, date); runs inside the import's transaction. */
export async function upsertCycleDayRows(db: DbOrTx, rows: NewCycleDayRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await db
      .insert(cycleDays)
      .values(chunk)
      .onConflictDoUpdate({
        target: [cycleDays.userId, cycleDays.date],
        set: {
          flow: sqlExcluded('flow'),
          symptoms: sqlExcluded('symptoms'),
          temperature: sqlExcluded('temperature'),
          temperatureDisturbed: sqlExcluded('temperature_disturbed'),
          cervicalMucus: sqlExcluded('cervical_mucus'),
          lhTest: sqlExcluded('lh_test'),
          intercourse: sqlExcluded('intercourse'),
          medicationTaken: sqlExcluded('medication_taken'),
          notes: sqlExcluded('notes'),
          updatedAt: sqlExcluded('updated_at'),
        },
      });
  }
}

/** Whether the patient has logged any day at all. */
export const hasAnyCycleDay = async (db: DbOrTx, userId: number): Promise<boolean> =>
  (await db.select({ id: cycleDays.id }).from(cycleDays).where(eq(cycleDays.userId, userId)).limit(1))
    .length > 0;
