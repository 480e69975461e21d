import type { z } from 'zod';
import {
  MESSAGES,
  type Plan,
  type PlanPrice,
  type planInputSchema,
  type planPriceInputSchema,
  type planPriceUpdateSchema,
  type planUpdateSchema,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/service';
import { toPlan, toPlanPrice } from './dto';
import {
  deletePlanRow,
  deletePriceRow,
  findPlanRow,
  insertPlanRow,
  insertPriceRow,
  listPlanRows,
  listPriceRowsOfPlans,
  updatePlanRow,
  updatePriceRow,
  type NewPlanPriceRow,
  type NewPlanRow,
  type PlanPriceRow,
} from './repo';

export type PlanInput = z.output<typeof planInputSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;
export type PlanPriceInput = z.output<typeof planPriceInputSchema>;
export type PlanPriceUpdate = z.output<typeof planPriceUpdateSchema>;
/** Who changes the catalogue; `userId` null when the system itself does (demo data). */
export type PlanActor = { userId: number | null; ip: string | null };
type PlanChange = 'created' | 'updated' | 'deleted' | 'price_added' | 'price_updated' | 'price_deleted';

/** Two queries whatever the number of plans: the plans, then all their prices. */
async function plansWithPrices(db: DbOrTx, activeOnly: boolean): Promise<Plan[]> {
  const rows = await listPlanRows(db, activeOnly);
  const prices = await listPriceRowsOfPlans(
    db,
    rows.map((r) => r.id),
    activeOnly,
  );
  const byPlan = new Map<number, PlanPriceRow[]>();
  for (const price of prices) byPlan.set(price.planId, [...(byPlan.get(price.planId) ?? []), price]);
  return rows.map((row) => toPlan(row, byPlan.get(row.id) ?? []));
}

/** Back office: every plan and every price, active or not. */
export const listAllPlans = (db: DbOrTx): Promise<Plan[]> => plansWithPrices(db, false);

/** Pricing page: only what can be bought now — active plans with their active prices. */
export const listPublicPlans = (db: DbOrTx): Promise<Plan[]> => plansWithPrices(db, true);

export async function getPlan(db: DbOrTx, id: number): Promise<Plan> {
  const row = await findPlanRow(db, id);
  if (!row) throw notFound(MESSAGES.planNotFound);
  return toPlan(row, await listPriceRowsOfPlans(db, [id], false));
}

const auditPlan = (db: DbOrTx, actor: PlanActor, planId: number, change: PlanChange, priceId?: number) =>
  recordAudit(db, {
    action: 'admin.plan_changed',
    actorId: actor.userId,
    ip: actor.ip,
    details: { plan_id: planId, change, ...(priceId === undefined ? {} : { price_id: priceId }) },
  });

/** Only the fields that were sent; an absent field keeps its value. */
const planColumns = (input: PlanUpdate): Partial<NewPlanRow> => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.features !== undefined && { features: input.features }),
  ...(input.is_active !== undefined && { isActive: input.is_active }),
});

const priceColumns = (input: PlanPriceUpdate): Partial<NewPlanPriceRow> => ({
  ...(input.amount !== undefined && { amount: input.amount }),
  ...(input.currency !== undefined && { currency: input.currency }),
  ...(input.interval !== undefined && { interval: input.interval }),
  ...(input.is_active !== undefined && { isActive: input.is_active }),
});

export const createPlan = (db: DbOrTx, actor: PlanActor, input: PlanInput): Promise<Plan> =>
  db.transaction(async (tx) => {
    const row = await insertPlanRow(tx, {
      name: input.name,
      description: input.description,
      features: input.features,
      isActive: input.is_active,
    });
    await auditPlan(tx, actor, row.id, 'created');
    return toPlan(row, []);
  });

export const updatePlan = (db: DbOrTx, actor: PlanActor, id: number, input: PlanUpdate): Promise<Plan> =>
  db.transaction(async (tx) => {
    const row = await updatePlanRow(tx, id, planColumns(input));
    if (!row) throw notFound(MESSAGES.planNotFound);
    await auditPlan(tx, actor, id, 'updated');
    return toPlan(row, await listPriceRowsOfPlans(tx, [id], false));
  });

export const deletePlan = (db: DbOrTx, actor: PlanActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    if (!(await deletePlanRow(tx, id))) throw notFound(MESSAGES.planNotFound);
    await auditPlan(tx, actor, id, 'deleted');
  });

export const addPrice = (
  db: DbOrTx,
  actor: PlanActor,
  planId: number,
  input: PlanPriceInput,
): Promise<PlanPrice> =>
  db.transaction(async (tx) => {
    // Touching the plan both proves it exists and locks it, so a concurrent delete cannot orphan the price.
    if (!(await updatePlanRow(tx, planId, {}))) throw notFound(MESSAGES.planNotFound);
    const row = await insertPriceRow(tx, {
      planId,
      amount: input.amount,
      currency: input.currency,
      interval: input.interval,
      isActive: input.is_active,
    });
    await auditPlan(tx, actor, planId, 'price_added', row.id);
    return toPlanPrice(row);
  });

export const updatePrice = (
  db: DbOrTx,
  actor: PlanActor,
  id: number,
  input: PlanPriceUpdate,
): Promise<PlanPrice> =>
  db.transaction(async (tx) => {
    const row = await updatePriceRow(tx, id, priceColumns(input));
    if (!row) throw notFound(MESSAGES.priceNotFound);
    await updatePlanRow(tx, row.planId, {});
    await auditPlan(tx, actor, row.planId, 'price_updated', id);
    return toPlanPrice(row);
  });

export const deletePrice = (db: DbOrTx, actor: PlanActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await deletePriceRow(tx, id);
    if (!row) throw notFound(MESSAGES.priceNotFound);
    await updatePlanRow(tx, row.planId, {});
    await auditPlan(tx, actor, row.planId, 'price_deleted', id);
  });
