import type { z } from 'zod';
import {
  MESSAGES,
  notFound,
  type Plan,
  type PlanPrice,
  type planInputSchema,
  type planPriceInputSchema,
  type planPriceUpdateSchema,
  type planUpdateSchema,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Context } from '../../http/context';
import { sentColumns } from '../../lib/sent-columns';
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
  type PlanPriceRow,
} from './repo';

export type PlanInput = z.output<typeof planInputSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;
export type PlanPriceInput = z.output<typeof planPriceInputSchema>;
export type PlanPriceUpdate = z.output<typeof planPriceUpdateSchema>;
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
export const listAllPlans = (ctx: Context): Promise<Plan[]> => plansWithPrices(ctx.db, false);

/** Pricing page: only what can be bought now — active plans with their active prices. */
export const listPublicPlans = (ctx: Context): Promise<Plan[]> => plansWithPrices(ctx.db, true);

export async function getPlan(ctx: Context, id: number): Promise<Plan> {
  const row = await findPlanRow(ctx.db, id);
  if (!row) throw notFound(MESSAGES.planNotFound);
  return toPlan(row, await listPriceRowsOfPlans(ctx.db, [id], false));
}

/** By the context's caller; with no caller (the demo seed) the catalogue changes in the system's name. */
const auditPlan = (ctx: Context, planId: number, change: PlanChange, priceId?: number) =>
  recordAudit(ctx, {
    action: 'admin.plan_changed',
    details: { plan_id: planId, change, ...(priceId === undefined ? {} : { price_id: priceId }) },
  });

export const createPlan = (ctx: Context, input: PlanInput): Promise<Plan> =>
  inTransaction(ctx, async (tx) => {
    const row = await insertPlanRow(tx.db, {
      name: input.name,
      description: input.description,
      features: input.features,
      entitlements: input.entitlements,
      isActive: input.is_active,
    });
    await auditPlan(tx, row.id, 'created');
    return toPlan(row, []);
  });

export const updatePlan = (
  ctx: Context,
  { id, changes }: { id: number; changes: PlanUpdate },
): Promise<Plan> =>
  inTransaction(ctx, async (tx) => {
    const row = await updatePlanRow(tx.db, id, { ...sentColumns(changes), updatedAt: tx.clock.now() });
    if (!row) throw notFound(MESSAGES.planNotFound);
    await auditPlan(tx, id, 'updated');
    return toPlan(row, await listPriceRowsOfPlans(tx.db, [id], false));
  });

export const deletePlan = (ctx: Context, id: number): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    if (!(await deletePlanRow(tx.db, id))) throw notFound(MESSAGES.planNotFound);
    await auditPlan(tx, id, 'deleted');
  });

export const addPrice = (
  ctx: Context,
  { planId, price }: { planId: number; price: PlanPriceInput },
): Promise<PlanPrice> =>
  inTransaction(ctx, async (tx) => {
    // Touching the plan both proves it exists and locks it, so a concurrent delete cannot orphan the price.
    if (!(await updatePlanRow(tx.db, planId, { updatedAt: tx.clock.now() }))) {
      throw notFound(MESSAGES.planNotFound);
    }
    const row = await insertPriceRow(tx.db, {
      planId,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      isActive: price.is_active,
    });
    await auditPlan(tx, planId, 'price_added', row.id);
    return toPlanPrice(row);
  });

export const updatePrice = (
  ctx: Context,
  { id, changes }: { id: number; changes: PlanPriceUpdate },
): Promise<PlanPrice> =>
  inTransaction(ctx, async (tx) => {
    const row = await updatePriceRow(tx.db, id, sentColumns(changes));
    if (!row) throw notFound(MESSAGES.priceNotFound);
    await updatePlanRow(tx.db, row.planId, { updatedAt: tx.clock.now() });
    await auditPlan(tx, row.planId, 'price_updated', id);
    return toPlanPrice(row);
  });

export const deletePrice = (ctx: Context, id: number): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    const row = await deletePriceRow(tx.db, id);
    if (!row) throw notFound(MESSAGES.priceNotFound);
    await updatePlanRow(tx.db, row.planId, { updatedAt: tx.clock.now() });
    await auditPlan(tx, row.planId, 'price_deleted', id);
  });
