import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Ban, PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { maySubscribe } from '@/lib/plan-price';
import { useSession } from '@/lib/session-context';
import { useCurrentSubscription, usePlans } from '../api/subscriptions';
import { CheckoutForm } from '../components/checkout-form';
import { NotForRole } from '../components/not-for-role';
import { checkoutChoice, idParam } from '../lib/checkout';
import { isLive } from '../lib/wording';

/**
 * /subscriptions/checkout?plan=&price=: paying for the plan chosen on /pricing. She may hold one subscription,
 * so a subscriber is sent to change her plan instead.
 */
export function Component() {
  const { user } = useSession();
  if (user && !maySubscribe(user.role))
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <PageHeader title="Subscribe" className="mb-0" />
        <NotForRole />
      </div>
    );
  return <Checkout />;
}

function Checkout() {
  const [params] = useSearchParams();
  const planId = idParam(params.get('plan'));
  const priceId = idParam(params.get('price'));
  const current = useCurrentSubscription();
  // Whether she already had a subscription when she arrived: the one she creates here refreshes the same
  // query before the form leaves for /subscriptions, and must not read as a reason to change plan instead.
  const [subscribedOnArrival, setSubscribedOnArrival] = useState<boolean | null>(null);
  if (subscribedOnArrival === null && current.data)
    setSubscribedOnArrival(current.data.subscription !== null && isLive(current.data.subscription));
  const plans = usePlans();
  const both = {
    data: current.data && plans.data ? { current: current.data, plans: plans.data } : undefined,
    error: current.error ?? plans.error,
    refetch: () => Promise.all([current.refetch(), plans.refetch()]),
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title="Subscribe"
        description="Check the plan and the price, then pay by card."
        className="mb-0"
      />
      <QueryState
        query={both}
        loadingLabel="Loading the plan"
        skeleton={<Skeletons count={2} className="h-48 rounded-xl" />}
        errorTitle="Could not load the plan"
        renderError={(error) =>
          hasStatus(error, 404) && current.error ? (
            <EmptyState
              icon={Ban}
              title="Subscriptions are not available"
              description="Plans cannot be subscribed to at the moment."
            />
          ) : undefined
        }
      >
        {(data) => {
          if (subscribedOnArrival ?? (data.current.subscription && isLive(data.current.subscription)))
            return <Navigate to={planId ? `/subscriptions?change=${planId}` : '/subscriptions'} replace />;
          const choice = checkoutChoice(data.plans, planId, priceId);
          if (!choice)
            return (
              <EmptyState
                icon={PackageX}
                title="This plan cannot be chosen"
                description="It may no longer be on offer, or it is free with every account."
                action={
                  <Button asChild>
                    <Link to="/pricing">See plans and prices</Link>
                  </Button>
                }
              />
            );
          return <CheckoutForm plan={choice.plan} price={choice.price} />;
        }}
      </QueryState>
    </div>
  );
}
