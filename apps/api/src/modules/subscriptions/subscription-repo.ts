import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  planPrices,
  plans,
  subscriptionInvoices,
  subscriptions,
  type SubscriptionInvoiceRow,
  type SubscriptionRow,
} from '../../db/schema';

/** The states in which a subscription is hers: one at a time (a unique index says so too). */
export const LIVE_STATUSES = ['incomplete', 'active', 'past_due'] as const;

export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewInvoice = typeof subscriptionInvoices.$inferInsert;
export type PlanPriceView = {
  plan: typeof plans.$inferSelect;
  price: typeof planPrices.$inferSelect;
};

/** A plan and one of its prices, each as the catalogue has it now. */
export async function findPlanPrice(
  db: DbOrTx,
  planId: number,
  priceId: number | undefined,
): Promise<{ plan: PlanPriceView['plan'] | undefined; prices: PlanPriceView['price'][] }> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) return { plan: undefined, prices: [] };
  const prices = await db
    .select()
    .from(planPrices)
    .where(and(eq(planPrices.planId, planId), priceId === undefined ? undefined : eq(planPrices.id, priceId)))
    .orderBy(asc(planPrices.id));
  return { plan, prices };
}

export async function findPriceWithPlan(db: DbOrTx, priceId: number): Promise<PlanPriceView | undefined> {
  const [row] = await db
    .select({ plan: plans, price: planPrices })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(eq(planPrices.id, priceId));
  return row;
}

/** Active plans whose every active price is free: what an account has without subscribing. */
export async function freePlanEntitlements(db: DbOrTx): Promise<string[][]> {
  const rows = await db
    .select({ entitlements: plans.entitlements })
    .from(plans)
    .where(
      and(
        eq(plans.isActive, true),
        sql`exists (select 1 from ${planPrices} p where p.plan_id = ${plans.id} and p.is_active)`,
        sql`not exists (select 1 from ${planPrices} p where p.plan_id = ${plans.id} and p.is_active and p.amount > 0)`,
      ),
    );
  return rows.map((row) => row.entitlements);
}

/** Her live subscription with its plan's current entitlements (the plan may be gone: then null). */
export async function findLiveSubscription(
  db: DbOrTx,
  userId: number,
  { lock = false } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Her most recent subscription, live or ended, for the page that shows it. */
export async function findLatestSubscription(
  db: DbOrTx,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

export async function planEntitlementsOf(db: DbOrTx, planId: number | null): Promise<string[] | null> {
  if (planId === null) return null;
  const [row] = await db.select({ entitlements: plans.entitlements }).from(plans).where(eq(plans.id, planId));
  return row?.entitlements ?? null;
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function lockSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function insertSubscription(db: DbOrTx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  id: number,
  values: Partial<NewSubscription> & { updatedAt: Date },
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** Subscriptions whose period ended, or whose overdue renewal is due another try, by `now`. */
export async function dueSubscriptionIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      sql`(${subscriptions.status} = 'active' and ${subscriptions.currentPeriodEnd} <= ${now}
          and (${subscriptions.nextAttemptAt} is null or ${subscriptions.nextAttemptAt} <= ${now}))
        or (${subscriptions.status} = 'past_due' and ${subscriptions.nextAttemptAt} <= ${now})`,
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertInvoice(db: DbOrTx, values: NewInvoice): Promise<SubscriptionInvoiceRow> {
  const [row] = await db.insert(subscriptionInvoices).values(values).returning();
  return row!;
}

export async function findInvoice(db: DbOrTx, id: number): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
  return row;
}

/** The subscription's unpaid invoice, if one is open (the first payment, or an overdue renewal). */
export async function findOpenInvoice(
  db: DbOrTx,
  subscriptionId: number,
): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')),
    )
    .orderBy(desc(subscriptionInvoices.id))
    .limit(1);
  return row;
}

export async function lockInvoice(db: DbOrTx, id: number): Promise<SubscriptionInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, id))
    .for('update');
  return row;
}

export async function updateInvoice(
  db: DbOrTx,
  id: number,
  values: Partial<NewInvoice> & { updatedAt: Date },
): Promise<SubscriptionInvoiceRow> {
  const [row] = await db
    .update(subscriptionInvoices)
    .set(values)
    .where(eq(subscriptionInvoices.id, id))
    .returning();
  return row!;
}

export async function listInvoices(
  db: DbOrTx,
  userId: number,
  page: { skip: number; limit: number },
): Promise<{ rows: SubscriptionInvoiceRow[]; total: number }> {
  const where = eq(subscriptionInvoices.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionInvoices)
      .where(where)
      .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(subscriptionInvoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many subscriptions of the plan are live: a plan with subscribers is deactivated, not deleted. */
export async function liveSubscriberCount(db: DbOrTx, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  return row?.n ?? 0;
}
