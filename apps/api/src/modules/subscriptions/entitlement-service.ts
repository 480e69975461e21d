import {
  PLAN_ENTITLEMENTS,
  PLAN_ENTITLEMENT_LABELS,
  SUBSCRIPTION_MESSAGES,
  forbidden,
  maySubscribe,
  notFound,
  type PlanEntitlement,
} from '@fertilia/contracts';
import type { Context, MemberContext } from '../../http/context';
import { findLiveSubscription, freePlanEntitlements, planEntitlementsOf } from './subscription-repo';

/** Every subscription call answers 404 while the subscription features are switched off (spec 01 §1). */
export function assertSubscriptionsEnabled(ctx: Context): void {
  if (!ctx.config.features.enableSubscriptionFeatures) throw notFound(SUBSCRIPTION_MESSAGES.unavailable);
}

const known = (list: readonly string[]): PlanEntitlement[] =>
  PLAN_ENTITLEMENTS.filter((entitlement) => list.includes(entitlement));

/**
 * What her account unlocks today (ADR 017): what the free plans give every account, and what her live
 * subscription's plan adds — while it is active, set to end at the period's end, or overdue within its grace
 * period. With the subscription features switched off, or for anyone but a patient, nothing is held back.
 */
export async function entitlementsOf(ctx: Context, userId: number): Promise<PlanEntitlement[]> {
  if (!ctx.config.features.enableSubscriptionFeatures) return [...PLAN_ENTITLEMENTS];
  if (ctx.actor && ctx.actor.id === userId && !maySubscribe(ctx.actor.role)) return [...PLAN_ENTITLEMENTS];
  const [free, sub] = await Promise.all([freePlanEntitlements(ctx.db), findLiveSubscription(ctx.db, userId)]);
  const granted = new Set(free.flat());
  if (sub && sub.status !== 'incomplete') {
    for (const entitlement of (await planEntitlementsOf(ctx.db, sub.planId)) ?? sub.entitlements)
      granted.add(entitlement);
  }
  return known([...granted]);
}

/**
 * Refuses (403, naming what is missing) a member whose plan does not include the entitlement. Only patients
 * are asked: experts, doctors and staff use the product to care for them, not as subscribers.
 */
export async function requireEntitlement(ctx: MemberContext, entitlement: PlanEntitlement): Promise<void> {
  if (!maySubscribe(ctx.actor.role)) return;
  if ((await entitlementsOf(ctx, ctx.actor.id)).includes(entitlement)) return;
  throw forbidden(SUBSCRIPTION_MESSAGES.notEntitled(PLAN_ENTITLEMENT_LABELS[entitlement]));
}
