import { Ban } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useCurrentSubscription, usePlans } from '../api/subscriptions';
import { FreeAccount } from '../components/free-account';
import { InvoiceHistory } from '../components/invoice-history';
import { NotForRole } from '../components/not-for-role';
import { SubscriptionOverview } from '../components/subscription-overview';
import { isFreePlan, maySubscribe } from '@/lib/plan-price';
import { useSession } from '@/lib/session-context';
import { isLive } from '../lib/wording';

export const SUBSCRIPTION_FAILED = 'Could not load your subscription';

/** /subscriptions: her plan and its payments, or her free account and the way to the plans. */
export function Component() {
  const { user } = useSession();
  const subscriber = !user || maySubscribe(user.role);
  const current = useCurrentSubscription();
  // Only to say what the free account includes; without them the page still stands.
  const plans = usePlans();
  const freePlan = plans.data?.find((plan) => plan.is_active && isFreePlan(plan));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Subscription"
        description="Your plan, its renewals and its receipts."
        className="mb-0"
      />
      <QueryState
        query={current}
        loadingLabel="Loading your subscription"
        skeleton={<Skeletons count={2} className="h-40 rounded-xl" />}
        errorTitle={SUBSCRIPTION_FAILED}
        // The API answers 404 to every subscriptions call while the feature is switched off.
        renderError={(error) =>
          hasStatus(error, 404) ? (
            <EmptyState
              icon={Ban}
              title="Subscriptions are not available"
              description="Plans cannot be subscribed to at the moment. Everything in your account stays as it is."
            />
          ) : undefined
        }
      >
        {({ subscription, entitlements }) => (
          <>
            {subscription && isLive(subscription) ? (
              <SubscriptionOverview subscription={subscription} />
            ) : !subscriber ? (
              <NotForRole />
            ) : (
              <FreeAccount
                entitlements={entitlements}
                freePlan={freePlan}
                endedPlan={subscription?.plan.name}
              />
            )}
            {subscriber ? <InvoiceHistory /> : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
