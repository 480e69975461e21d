import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { labResults, type LabResultRow } from '../../../db/schema';

/** What a write sets: everything but the row's id, owner and creation time. */
export type LabResultColumns = Omit<typeof labResults.$inferInsert, 'id' | 'patientId' | 'createdAt'>;

const hersOf = (patientId: number, test?: string) =>
  and(eq(labResults.patientId, patientId), test ? eq(labResults.test, test) : undefined);

/** One page of a patient's results, newest sample first (then newest entry), and how many there are. */
export async function listLabResultRows(
  db: DbOrTx,
  patientId: number,
  filter: { test?: string },
  page: { skip: number; limit: number },
): Promise<{ rows: LabResultRow[]; total: number }> {
  const where = hersOf(patientId, filter.test);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(labResults)
      .where(where)
      .orderBy(desc(labResults.takenOn), desc(labResults.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(labResults).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export const insertLabResultRow = async (
  db: DbOrTx,
  values: LabResultColumns & { patientId: number; createdAt: Date },
): Promise<LabResultRow> => (await db.insert(labResults).values(values).returning())[0]!;

/** Replaces one of her results; undefined when she has none with that id. */
export const updateLabResultRow = async (
  db: DbOrTx,
  patientId: number,
  id: number,
  values: LabResultColumns,
): Promise<LabResultRow | undefined> =>
  (
    await db
      .update(labResults)
      .set(values)
      .where(and(eq(labResults.id, id), eq(labResults.patientId, patientId)))
      .returning()
  )[0];

export const deleteLabResultRow = async (db: DbOrTx, patientId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(labResults)
      .where(and(eq(labResults.id, id), eq(labResults.patientId, patientId)))
      .returning({ id: labResults.id })
  ).length > 0;

export const hasAnyLabResult = async (db: DbOrTx, patientId: number): Promise<boolean> =>
  (await db.select({ id: labResults.id }).from(labResults).where(hersOf(patientId)).limit(1)).length > 0;
