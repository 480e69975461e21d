import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Integer minor units (cents); money is never a float. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<'month' | 'year' | 'one_time'>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_prices_plan_idx').on(t.planId),
    check('plan_prices_amount_ck', sql`${t.amount} >= 0`),
    check('plan_prices_interval_ck', sql`${t.interval} in ('month','year','one_time')`),
  ],
);
