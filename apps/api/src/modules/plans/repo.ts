import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { planPrices, plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export type PlanPriceRow = typeof planPrices.$inferSelect;
export type NewPlanPriceRow = typeof planPrices.$inferInsert;

/** Plans ordered by id; `activeOnly` for the public pricing page. */
export const listPlanRows = (db: DbOrTx, activeOnly: boolean): Promise<PlanRow[]> =>
  db
    .select()
    .from(plans)
    .where(activeOnly ? eq(plans.isActive, true) : undefined)
    .orderBy(asc(plans.id));

/** The prices of many plans in one query, so a plan list never costs one query per plan. */
export const listPriceRowsOfPlans = (
  db: DbOrTx,
  planIds: number[],
  activeOnly: boolean,
): Promise<PlanPriceRow[]> =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(planPrices)
        .where(
          and(inArray(planPrices.planId, planIds), activeOnly ? eq(planPrices.isActive, true) : undefined),
        )
        .orderBy(asc(planPrices.id));

const planRows = rowsById(plans);
const priceRows = rowsById(planPrices);

export const findPlanRow = planRows.find;
export const insertPlanRow = (db: DbOrTx, values: NewPlanRow): Promise<PlanRow> =>
  planRows.insert(db, values);

/** Always stamps `updated_at`, which price changes use too: a plan's price list is part of the plan. */
export const updatePlanRow = (db: DbOrTx, id: number, values: Partial<NewPlanRow> & { updatedAt: Date }) =>
  planRows.update(db, id, values);

/** Its prices go with it (foreign key `on delete cascade`). */
export const deletePlanRow = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await planRows.remove(db, id)) !== undefined;

export const findPriceRow = priceRows.find;
export const insertPriceRow = priceRows.insert;
export const updatePriceRow = priceRows.update;
export const deletePriceRow = priceRows.remove;
