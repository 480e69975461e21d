import { Link, useParams } from 'react-router';
import { ArrowLeft, PackageX } from 'lucide-react';
import { MESSAGES, type PlanInput } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAdminPlan } from '../api/get-plan';
import { useUpdatePlan } from '../api/update-plan';
import { PlanForm } from '../components/plan-form';
import { PricesCard } from '../components/prices-card';
import { notifyAdminError } from '../lib/admin-error';

const backLink = (
  <Button asChild variant="ghost" size="sm" className="self-start">
    <Link to="/admin-dashboard/plans">
      <ArrowLeft aria-hidden="true" />
      All plans
    </Link>
  </Button>
);

export function Component() {
  const { planId } = useParams();
  const id = Number(planId);
  const plan = useAdminPlan(id);
  const update = useUpdatePlan();

  if (!Number.isInteger(id) || id <= 0 || (plan.error instanceof ApiError && plan.error.status === 404)) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="sr-only">Plan not found</h1>
        <EmptyState icon={PackageX} title={MESSAGES.planNotFound} description="It may have been deleted." />
      </div>
    );
  }

  if (plan.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {backLink}
        <span className="sr-only" role="status">
          Loading plan
        </span>
        <Skeleton className="h-9 w-56" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    );
  }

  if (plan.isError) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="sr-only">Plan</h1>
        <Alert
          tone="error"
          title={MESSAGES.failedToFetchPlans}
          action={
            <Button size="sm" variant="secondary" onClick={() => void plan.refetch()}>
              Try again
            </Button>
          }
        >
          {plan.error.message}
        </Alert>
      </div>
    );
  }

  const onSave = (body: PlanInput) =>
    update.mutateAsync({ planId: id, body }).then(
      () => notify.success('Plan updated'),
      (error: unknown) => {
        notifyAdminError(error, MESSAGES.failedToUpdatePlan);
        throw error;
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <PageHeader
        title={plan.data.name}
        actions={
          <Badge tone={plan.data.is_active ? 'success' : 'neutral'}>
            {plan.data.is_active ? 'Active' : 'Hidden'}
          </Badge>
        }
        className="mb-2"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <PlanForm plan={plan.data} submitLabel="Save plan" pending={update.isPending} onSubmit={onSave} />
          </CardContent>
        </Card>
        <PricesCard plan={plan.data} />
      </div>
    </div>
  );
}
