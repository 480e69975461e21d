import { useState } from 'react';
import { PackageOpen } from 'lucide-react';
import { BillingPeriodSwitch } from '@/components/plans/billing-period-switch';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { maySubscribe, type BillingPeriod } from '@/lib/plan-price';
import { useSession } from '@/lib/session-context';
import { usePublicPlans } from '../api/get-public-plans';
import { PlanCard, SUBSCRIPTIONS_PATH, type PlanViewer } from '../components/plan-card';
import type { IsBuilt } from '../lib/plan-feature-areas';

/** What app/ knows of a member's subscribing: whether it is open (the flag), and her plan if she has one. */
export interface Subscribing {
  open: boolean;
  subscribedPlanId: number | null;
}

/**
 * /pricing, composed by app/ with the router's knowledge of which screens are built and, for a member, the
 * subscriptions feature's word on her plan.
 */
export function Component({ isBuilt, subscribing }: { isBuilt: IsBuilt; subscribing?: Subscribing }) {
  const plans = usePublicPlans();
  const { isAuthenticated, user } = useSession();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const viewer: PlanViewer = !isAuthenticated
    ? { kind: 'visitor' }
    : user && !maySubscribe(user.role)
      ? { kind: 'not-patient' }
      : subscribing?.open && isBuilt(SUBSCRIPTIONS_PATH)
        ? { kind: 'member', subscribedPlanId: subscribing.subscribedPlanId }
        : { kind: 'member-closed' };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Plans and pricing</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Creating an account is free. Plans add more support when you want it; cancel any time. Features
          still being built are marked “Coming soon”.
        </p>
      </header>
      <BillingPeriodSwitch value={period} onChange={setPeriod} className="mb-8" label="Show prices" />
      <QueryState
        query={plans}
        loadingLabel="Loading plans"
        loadingClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        skeleton={<Skeletons count={3} className="h-80 rounded-xl" />}
        errorTitle="Plans could not be loaded"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={PackageOpen}
            title="No plans are on offer yet"
            description="Everything available today is free with an account. Plans will appear here when they launch."
          />
        }
      >
        {(list) => (
          <ul className="grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
            {list.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} viewer={viewer} period={period} isBuilt={isBuilt} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
