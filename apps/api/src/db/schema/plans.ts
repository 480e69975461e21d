import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PlanEntitlement } from '@fertilia/contracts';
import { belongsTo, createdAt, serialId, timestamps } from './columns';

export const plans = pgTable('plans', {
  id: serialId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** What the API unlocks for her subscribers (ADR 017). */
  entitlements: jsonb('entitlements').$type<PlanEntitlement[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    id: serialId(),
    planId: belongsTo('plan_id', () => plans.id),
    /** Integer minor units (cents); money is never a float. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<'month' | 'year' | 'one_time'>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_prices_plan_idx').on(t.planId),
    check('plan_prices_amount_ck', sql`${t.amount} >= 0`),
    check('plan_prices_interval_ck', sql`${t.interval} in ('month','year','one_time')`),
  ],
);
