import { Component as PricingPage } from '@/features/public/pages/pricing';
import { useCurrentSubscription } from '@/features/subscriptions/api/subscriptions';
import { useFeatureFlag } from '@/lib/app-config';
import { useSession } from '@/lib/session-context';
import { UNAVAILABLE_PATHS } from './router';

/** A path of the app without its leading slash is how the router names the screens it does not serve yet. */
const isBuilt = (path: string) => !UNAVAILABLE_PATHS.has(path.replace(/^\//, ''));

/**
 * /pricing: the plans, each feature line checked against what the router actually serves (issue 15, item 5),
 * and for a member her own plan, from the subscriptions feature, so her card says "Your plan".
 */
export function Component() {
  const { isAuthenticated } = useSession();
  const open = useFeatureFlag('enableSubscriptionFeatures');
  const current = useCurrentSubscription(isAuthenticated && open);
  const subscription = current.data?.subscription;
  const live = subscription && subscription.status !== 'canceled' ? subscription : null;
  return <PricingPage isBuilt={isBuilt} subscribing={{ open, subscribedPlanId: live?.plan.id ?? null }} />;
}
