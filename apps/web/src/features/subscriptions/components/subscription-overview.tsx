import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Subscription } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useCancelSubscription, useResumeSubscription } from '../api/subscriptions';
import { idParam, isExternalUrl } from '../lib/checkout';
import { ChangeCardDialog } from './change-card-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { CurrentPlan, type PlanAction } from './current-plan';
import { OverdueBanner } from './overdue-banner';
import { PendingChange } from './pending-change';

export const CANCELED = 'Subscription cancelled';
export const RESUMED = 'Subscription resumed';

/** A live subscription: her plan, what needs her (an overdue or unconfirmed payment), and its actions. */
export function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const [params, setParams] = useSearchParams();
  // ?change=<plan id>: the pricing page or the checkout sends a subscriber here to change plan instead.
  const requestedPlan = idParam(params.get('change'));
  const [dialog, setDialog] = useState<PlanAction | null>(requestedPlan ? 'change-plan' : null);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const ends = subscription.current_period_end ? formatDate(subscription.current_period_end) : null;

  const closeDialog = () => {
    setDialog(null);
    if (requestedPlan)
      setParams(
        (current) => {
          current.delete('change');
          return current;
        },
        { replace: true },
      );
  };
  const onAction = (action: PlanAction) => {
    if (action !== 'resume') return setDialog(action);
    resume.mutate(undefined, {
      onSuccess: (saved) =>
        notify.success(RESUMED, {
          description: saved.current_period_end
            ? `${saved.plan.name} renews on ${formatDate(saved.current_period_end)}.`
            : undefined,
        }),
      onError: (error) => notifyError(error, 'Could not resume the subscription'),
    });
  };
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (saved) => {
        notify.success(CANCELED, {
          description: saved.current_period_end
            ? `You keep ${saved.plan.name} until ${formatDate(saved.current_period_end)}.`
            : undefined,
        });
        setDialog(null);
      },
      onError: (error) => notifyError(error, 'Could not cancel the subscription'),
    });

  return (
    <div className="flex flex-col gap-4">
      {subscription.status === 'past_due' ? (
        <OverdueBanner subscription={subscription} onChangeCard={() => setDialog('change-card')} />
      ) : null}
      {subscription.status === 'incomplete' ? (
        <Alert
          tone="warning"
          title="Your first payment is waiting for your bank"
          action={
            subscription.next_action_url ? (
              <Button asChild size="sm">
                {isExternalUrl(subscription.next_action_url) ? (
                  <a href={subscription.next_action_url}>Confirm the payment</a>
                ) : (
                  <Link to={subscription.next_action_url}>Confirm the payment</Link>
                )}
              </Button>
            ) : undefined
          }
        >
          {subscription.plan.name} starts once your bank has confirmed the payment.
        </Alert>
      ) : null}
      <CurrentPlan subscription={subscription} onAction={onAction} resuming={resume.isPending} />
      <PendingChange subscription={subscription} />
      <ChangeCardDialog
        subscription={subscription}
        open={dialog === 'change-card'}
        onOpenChange={(open) => (open ? setDialog('change-card') : closeDialog())}
      />
      {dialog === 'change-plan' ? (
        <ChangePlanDialog
          subscription={subscription}
          open
          onOpenChange={(open) => (open ? setDialog('change-plan') : closeDialog())}
          initialPlanId={requestedPlan}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => (open ? setDialog('cancel') : closeDialog())}
        title="Cancel your subscription?"
        description={
          ends
            ? `You keep ${subscription.plan.name} until ${ends}, the end of the period you have paid for. You will not be charged again, and you can resume until then.`
            : `You keep ${subscription.plan.name} until the end of the period you have paid for.`
        }
        confirmLabel="Cancel subscription"
        cancelLabel={`Keep ${subscription.plan.name}`}
        onConfirm={confirmCancel}
        pending={cancel.isPending}
        destructive
      />
    </div>
  );
}
