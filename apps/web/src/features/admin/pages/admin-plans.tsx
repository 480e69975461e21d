import { useState } from 'react';
import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { hasPermission, MESSAGES, PLAN_ENTITLEMENT_LABELS, type Plan } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { RowActions, Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/notify';
import { useDeletePlan } from '../api/delete-plan';
import { useAdminPlans } from '../api/get-plans';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreatePlanDialog } from '../components/create-plan-dialog';
import { PriceSummary } from '../components/price-summary';
import { ERROR_TITLE, notifyError, useErrorToast } from '@/lib/notify-error';

export function Component() {
  const { user } = useSession();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [doomed, setDoomed] = useState<Plan | null>(null);

  useErrorToast(plans.error, ERROR_TITLE, MESSAGES.failedToFetchPlans);

  if (user && !hasPermission(user.role, 'plans')) {
    return (
      <>
        <PageHeader title="Plans" />
        <EmptyState
          icon={Package}
          title="No access to plans"
          description="Your role does not manage plans and prices."
        />
      </>
    );
  }

  const onDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notify.success(MESSAGES.planDeleted);
        setDoomed(null);
      },
      onError: (error) => notifyError(error, ERROR_TITLE, 'Failed to delete plan'),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Plans"
        description="Subscription plans and their prices."
        actions={<CreatePlanDialog />}
      />
      <QueryState
        query={plans}
        loadingLabel="Loading plans"
        skeleton={<Skeletons count={3} className="h-14 rounded-xl" />}
        errorTitle={MESSAGES.failedToFetchPlans}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title="No plans yet"
            description="Create the first plan, then give it one or more prices."
          />
        }
      >
        {(list) => (
          <Table aria-label="Plans">
            <TableHeader columns={['Plan', 'Prices', 'Unlocks', 'Features', 'Status']} actions />
            <TBody>
              {list.map((plan) => (
                <Tr key={plan.id}>
                  <Td>
                    <Link
                      to={`/admin/plans/${plan.id}`}
                      className="font-medium underline-offset-4 hover:text-brand-strong hover:underline"
                    >
                      {plan.name}
                    </Link>
                    {plan.description ? (
                      <p className="line-clamp-1 max-w-xs text-xs text-ink-muted">{plan.description}</p>
                    ) : null}
                  </Td>
                  <Td>
                    <PriceSummary prices={plan.prices} />
                  </Td>
                  <Td>
                    {plan.entitlements.length > 0 ? (
                      <ul className="flex max-w-xs flex-col text-xs" aria-label={`What ${plan.name} unlocks`}>
                        {plan.entitlements.map((entitlement) => (
                          <li key={entitlement}>{PLAN_ENTITLEMENT_LABELS[entitlement]}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-ink-muted">Nothing beyond the free account</span>
                    )}
                  </Td>
                  <Td>{plan.features.length}</Td>
                  <Td>
                    <Badge tone={plan.is_active ? 'success' : 'neutral'}>
                      {plan.is_active ? 'Active' : 'Hidden'}
                    </Badge>
                  </Td>
                  <RowActions subject={`plan ${plan.name}`} onDelete={() => setDoomed(plan)} />
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </QueryState>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title="Delete this plan?"
        description={`“${doomed?.name ?? ''}” and its prices will be removed. This cannot be undone.`}
        confirmLabel="Delete plan"
        onConfirm={onDelete}
        pending={remove.isPending}
        destructive
      />
    </div>
  );
}
