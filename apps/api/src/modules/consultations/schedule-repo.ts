import { asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expertSchedules, type ExpertScheduleRow } from '../../db/schema';

export type ScheduleValues = Omit<
  ExpertScheduleRow,
  'createdAt' | 'updatedAt' | 'slotsUntil' | 'priceMinor'
> & {
  priceMinor?: number;
};

export const findScheduleRow = async (db: DbOrTx, expertId: number): Promise<ExpertScheduleRow | undefined> =>
  (await db.select().from(expertSchedules).where(eq(expertSchedules.expertId, expertId)))[0];

/** Writes the whole schedule (the editor saves it as one document), creating it the first time. */
export async function upsertScheduleRow(
  db: DbOrTx,
  values: ScheduleValues,
  now: Date,
): Promise<ExpertScheduleRow> {
  const { expertId: _expertId, ...changes } = values;
  const rows = await db
    .insert(expertSchedules)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: expertSchedules.expertId, set: { ...changes, updatedAt: now } })
    .returning();
  return rows[0]!;
}

export async function setSlotsUntil(db: DbOrTx, expertId: number, until: Date): Promise<void> {
  await db.update(expertSchedules).set({ slotsUntil: until }).where(eq(expertSchedules.expertId, expertId));
}

/** Schedules whose generated slots stop before `until` (or were never generated), for the daily job. */
export const schedulesEndingBefore = (db: DbOrTx, until: Date): Promise<ExpertScheduleRow[]> =>
  db
    .select()
    .from(expertSchedules)
    .where(or(isNull(expertSchedules.slotsUntil), lt(expertSchedules.slotsUntil, until)))
    .orderBy(asc(expertSchedules.expertId));
