import type { Plan, PlanPrice } from '@fertilia/contracts';
import type { PlanPriceRow, PlanRow } from './repo';

export const toPlanPrice = (row: PlanPriceRow): PlanPrice => ({
  id: row.id,
  plan_id: row.planId,
  amount: row.amount,
  currency: row.currency,
  interval: row.interval,
  is_active: row.isActive,
});

export const toPlan = (row: PlanRow, prices: PlanPriceRow[]): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  features: row.features,
  entitlements: row.entitlements,
  is_active: row.isActive,
  prices: prices.map(toPlanPrice),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
