import { PackageOpen } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { usePublicPlans } from '../api/get-public-plans';
import { PlanCard } from '../components/plan-card';

export function Component() {
  const plans = usePublicPlans();
  const { isAuthenticated } = useSession();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Plans and pricing</h1>
        <p className="mt-3 text-lg text-ink-muted">
          Creating an account is free. Plans add more support when you want it; cancel any time.
        </p>
      </header>
      {plans.isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading plans
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <Alert
          tone="error"
          title="Plans could not be loaded"
          action={
            <Button size="sm" variant="secondary" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        >
          {plans.error.message}
        </Alert>
      ) : plans.data.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title="No plans are on offer yet"
          description="Everything available today is free with an account. Plans will appear here when they launch."
        />
      ) : (
        <ul className="grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} signedIn={isAuthenticated} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
