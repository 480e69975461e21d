import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PlanEntitlement } from '@fertilia/contracts';
import { payments, subscriptionInvoices, subscriptions } from '../../db/schema';
import { testContext } from '../../test/context';
import type { TestUser } from '../../test/users';
import { newKey, send } from '../payments/payments-test-helpers';
import { addPrice, createPlan } from '../plans/service';

/*
 * Subscription tests: a catalogue of plans, calls with an Idempotency-Key, and the rows behind the answers.
 */

export const SUBSCRIPTIONS = '/api/subscriptions';
export const CURRENT = `${SUBSCRIPTIONS}/current`;

export type Catalogue = {
  care: { id: number; monthly: number; yearly: number };
  complete: { id: number; monthly: number };
  free: { id: number };
  retired: { id: number; monthly: number };
  oneTime: { id: number; price: number };
};

async function planWith(
  app: FastifyInstance,
  name: string,
  entitlements: PlanEntitlement[],
  prices: { amount: number; interval: 'month' | 'year' | 'one_time'; currency?: string }[],
  isActive = true,
) {
  const ctx = testContext(app);
  const plan = await createPlan(ctx, {
    name,
    description: '',
    features: [],
    entitlements,
    is_active: isActive,
  });
  const ids: number[] = [];
  for (const price of prices)
    ids.push(
      (
        await addPrice(ctx, {
          planId: plan.id,
          price: { currency: 'GBP', ...price, is_active: true },
        })
      ).id,
    );
  return { id: plan.id, ids };
}

/** A plan every account has for nothing, unlocking `entitlements`. */
export const freePlanWith = async (app: FastifyInstance, entitlements: PlanEntitlement[]) => ({
  id: (await planWith(app, 'Essentials', entitlements, [{ amount: 0, interval: 'month' }])).id,
});

export async function offerPlans(app: FastifyInstance): Promise<Catalogue> {
  const care = await planWith(
    app,
    'Care',
    ['expert_chat', 'ai_assistant'],
    [
      { amount: 1900, interval: 'month' },
      { amount: 19000, interval: 'year' },
    ],
  );
  const complete = await planWith(
    app,
    'Complete',
    ['expert_chat', 'ai_assistant', 'embryo_analysis'],
    [{ amount: 4900, interval: 'month' }],
  );
  const free = await freePlanWith(app, []);
  const retired = await planWith(app, 'Legacy', ['expert_chat'], [{ amount: 900, interval: 'month' }], false);
  const oneTime = await planWith(app, 'Consult pack', [], [{ amount: 5000, interval: 'one_time' }]);
  return {
    care: { id: care.id, monthly: care.ids[0]!, yearly: care.ids[1]! },
    complete: { id: complete.id, monthly: complete.ids[0]! },
    free,
    retired: { id: retired.id, monthly: retired.ids[0]! },
    oneTime: { id: oneTime.id, price: oneTime.ids[0]! },
  };
}

/** POST /api/subscriptions as `who`, with a fresh key unless one is given (null: none). */
export const subscribeAs = (
  app: FastifyInstance,
  who: TestUser | null,
  body: Record<string, unknown>,
  key: string | null = newKey(),
): Promise<LightMyRequestResponse> => send(app, who, 'POST', SUBSCRIPTIONS, body, key);

export const currentOf = async (app: FastifyInstance, who: TestUser) =>
  (await send(app, who, 'GET', CURRENT)).json();

export const subscriptionRows = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));

export const invoiceRows = (app: FastifyInstance, userId: number) =>
  app.deps.db.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.userId, userId))
    .orderBy(asc(subscriptionInvoices.id));

export const subscriptionPayments = (app: FastifyInstance, userId: number) =>
  app.deps.db.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));
