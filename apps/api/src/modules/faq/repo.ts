import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { faqs } from '../../db/schema';

export type FaqRow = typeof faqs.$inferSelect;
export type NewFaqRow = typeof faqs.$inferInsert;

export type FaqFilter = {
  activeOnly: boolean;
  category?: string;
};

const whereOf = (filter: FaqFilter): SQL | undefined =>
  and(
    filter.activeOnly ? eq(faqs.isActive, true) : undefined,
    filter.category ? eq(faqs.category, filter.category) : undefined,
  );

const READING_ORDER = [asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id)];

/** One page in reading order (category, then the order staff gave, then age) and the total it comes from. */
export async function listFaqRows(
  db: DbOrTx,
  filter: FaqFilter,
  page: { skip: number; limit: number },
): Promise<{ rows: FaqRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...READING_ORDER)
    .offset(page.skip)
    .limit(page.limit);
  const [totalRow] = await db.select({ total: count() }).from(faqs).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/**
 * Every entry the filter allows, in reading order: what a search ranks. The FAQ is a few dozen entries, so
 * reading them all is one small query (ADR 010).
 */
export const allFaqRows = (db: DbOrTx, filter: FaqFilter): Promise<FaqRow[]> =>
  db
    .select()
    .from(faqs)
    .where(whereOf(filter))
    .orderBy(...READING_ORDER);

/** Categories of active entries with how many each holds, alphabetically. */
export const activeCategoryCounts = (db: DbOrTx): Promise<{ category: string; count: number }[]> =>
  db
    .select({ category: faqs.category, count: count() })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .groupBy(faqs.category)
    .orderBy(asc(faqs.category));

export const countFaqRows = async (db: DbOrTx): Promise<number> =>
  (await db.select({ total: count() }).from(faqs))[0]?.total ?? 0;

const faqRows = rowsById(faqs);
export const findFaqRow = faqRows.find;

/** A new entry goes to the end of its category unless it says otherwise. */
export const insertFaqRow = (db: DbOrTx, values: NewFaqRow): Promise<FaqRow> =>
  faqRows.insert(db, {
    sortOrder: sql`(select coalesce(max(${faqs.sortOrder}), 0) + 1 from ${faqs})`,
    ...values,
  });

export const insertFaqRows = async (db: DbOrTx, values: NewFaqRow[]): Promise<void> => {
  if (values.length) await db.insert(faqs).values(values);
};

/** `values` carries `updatedAt` from the caller's clock. */
export const updateFaqRow = faqRows.update;

export const deleteFaqRow = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await faqRows.remove(db, id)) !== undefined;

/** Held until the transaction ends: one starting process at a time fills an empty table. */
export const lockFaqSeed = async (tx: DbOrTx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fertilia.seed_faqs'))`);
};
