import { useQuery } from '@tanstack/react-query';
import { maySubscribe, type PlanEntitlement } from '@fertilia/contracts';
import { useCurrentSubscription, usePlans } from '@/features/subscriptions/api/subscriptions';
import { appConfigQuery } from '@/lib/app-config';
import type { PlanAccess } from '@/lib/plan-access';
import { useSession } from '@/lib/session-context';

/**
 * Whether her plan includes `entitlement`, from the subscriptions feature, for a route to hand to its page
 * (features never import each other). When her plan cannot be read the feature opens, and the API decides.
 */
export function usePlanAccess(entitlement: PlanEntitlement): PlanAccess {
  const { user } = useSession();
  const config = useQuery(appConfigQuery);
  const subscriber = user !== null && maySubscribe(user.role);
  const plansOn = config.data?.features.enableSubscriptionFeatures === true;
  const asks = subscriber && plansOn;
  const current = useCurrentSubscription(asks);
  const plans = usePlans();
  if (subscriber && config.isPending) return { kind: 'checking' };
  if (!asks || current.isError) return { kind: 'open' };
  if (!current.data) return { kind: 'checking' };
  if (current.data.entitlements.includes(entitlement)) return { kind: 'open' };
  const plan = plans.data?.find((p) => p.is_active && p.entitlements.includes(entitlement));
  return { kind: 'needs-plan', planName: plan?.name ?? null };
}
