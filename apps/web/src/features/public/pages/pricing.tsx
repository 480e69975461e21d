import { PackageOpen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { usePublicPlans } from '../api/get-public-plans';
import { PlanCard } from '../components/plan-card';
import type { IsBuilt } from '../lib/plan-feature-areas';

/** /pricing, composed by app/ with the router's knowledge of which screens are built. */
export function Component({ isBuilt }: { isBuilt: IsBuilt }) {
  const plans = usePublicPlans();
  const { isAuthenticated } = useSession();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Plans and pricing</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Creating an account is free. Plans add more support when you want it; cancel any time. Features
          still being built are marked “Coming soon”.
        </p>
      </header>
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
                <PlanCard plan={plan} signedIn={isAuthenticated} isBuilt={isBuilt} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
