import { useParams } from 'react-router';
import { PackageX } from 'lucide-react';
import { MESSAGES, type PlanInput } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { ERROR_TITLE, notifyError } from '@/lib/notify-error';
import { useAdminPlan } from '../api/get-plan';
import { useUpdatePlan } from '../api/update-plan';
import { DetailPage } from '../components/detail-page';
import { PlanForm } from '../components/plan-form';
import { PricesCard } from '../components/prices-card';

const notFound = (
  <>
    <h1 className="sr-only">Plan not found</h1>
    <EmptyState icon={PackageX} title={MESSAGES.planNotFound} description="It may have been deleted." />
  </>
);

export function Component() {
  const { planId } = useParams();
  const id = Number(planId);
  const plan = useAdminPlan(id);
  const update = useUpdatePlan();

  const onSave = (body: PlanInput) =>
    update.mutateAsync({ planId: id, body }).then(
      () => notify.success('Plan updated'),
      (error: unknown) => {
        notifyError(error, ERROR_TITLE, MESSAGES.failedToUpdatePlan);
        throw error;
      },
    );

  return (
    <DetailPage
      back={{ to: '/admin-dashboard/plans', label: 'All plans' }}
      validId={Number.isInteger(id) && id > 0}
      query={plan}
      loadingLabel="Loading plan"
      errorTitle={MESSAGES.failedToFetchPlans}
      heading="Plan"
      notFound={notFound}
      crumb={(data) => data.name}
    >
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            actions={
              <Badge tone={data.is_active ? 'success' : 'neutral'}>
                {data.is_active ? 'Active' : 'Hidden'}
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
                <PlanForm plan={data} submitLabel="Save plan" pending={update.isPending} onSubmit={onSave} />
              </CardContent>
            </Card>
            <PricesCard plan={data} />
          </div>
        </>
      )}
    </DetailPage>
  );
}
