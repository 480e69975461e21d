import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export const findPlanRow = async (db: DbOrTx, id: number): Promise<PlanRow | undefined> =>
  (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0];

export const insertPlanRow = async (db: DbOrTx, values: NewPlanRow): Promise<PlanRow> =>
  (await db.insert(plans).values(values).returning())[0]!;

/** Always stamps `updated_at`, which price changes use too: a plan's price list is part of the plan. */
export const updatePlanRow = async (
  db: DbOrTx,
  id: number,
  values: Partial<NewPlanRow> & { updatedAt: Date },
): Promise<PlanRow | undefined> =>
  (await db.update(plans).set(values).where(eq(plans.id, id)).returning())[0];

/** Its prices go with it (foreign key `on delete cascade`). */
export const deletePlanRow = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id })).length > 0;

export const findPriceRow = async (db: DbOrTx, id: number): Promise<PlanPriceRow | undefined> =>
  (await db.select().from(planPrices).where(eq(planPrices.id, id)).limit(1))[0];

export const insertPriceRow = async (db: DbOrTx, values: NewPlanPriceRow): Promise<PlanPriceRow> =>
  (await db.insert(planPrices).values(values).returning())[0]!;

export const updatePriceRow = async (
  db: DbOrTx,
  id: number,
  values: Partial<NewPlanPriceRow>,
): Promise<PlanPriceRow | undefined> =>
  (await db.update(planPrices).set(values).where(eq(planPrices.id, id)).returning())[0];

export const deletePriceRow = async (db: DbOrTx, id: number): Promise<PlanPriceRow | undefined> =>
  (await db.delete(planPrices).where(eq(planPrices.id, id)).returning())[0];
