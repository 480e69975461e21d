import { useState } from 'react';
import type { Plan, Subscription } from '@fertilia/contracts';
import { BillingPeriodSwitch } from '@/components/plans/billing-period-switch';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { activePrice, isSubscribable, priceSentence, type BillingPeriod } from '@/lib/plan-price';
import { useChangePlan, usePlans } from '../api/subscriptions';

export const PLAN_CHANGED = 'Plan changed';

/**
 * Another plan, or the same plan billed by the other period, from her next period on (she has paid for this
 * one). Only paid plans with a price for the chosen period are offered.
 */
export function ChangePlanDialog({
  subscription,
  open,
  onOpenChange,
  initialPlanId,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan she chose on the pricing page, if she came from there. */
  initialPlanId?: number | null;
}) {
  const plans = usePlans();
  const change = useChangePlan();
  const current = subscription.pending_change ?? { plan_id: subscription.plan.id, price: subscription.price };
  const [period, setPeriod] = useState<BillingPeriod>(current.price.interval === 'year' ? 'year' : 'month');
  const [planId, setPlanId] = useState<number | null>(initialPlanId ?? current.plan_id);

  const submit = (chosen: Plan | undefined) => {
    const price = chosen && activePrice(chosen, period);
    if (!chosen || !price) return;
    change.mutate(
      { plan_id: chosen.id, price_id: price.id },
      {
        onSuccess: (saved) => {
          notify.success(PLAN_CHANGED, {
            description: saved.pending_change
              ? `${saved.pending_change.plan_name} starts on ${formatDate(saved.pending_change.starts_at)}.`
              : `You stay on ${saved.plan.name}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, 'Could not change the plan'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeading
          title="Change plan"
          description={
            subscription.current_period_end
              ? `The new plan starts when this period ends, on ${formatDate(subscription.current_period_end)}. Until then you keep ${subscription.plan.name}.`
              : 'The new plan starts with your next period.'
          }
        />
        <QueryState query={plans} loadingLabel="Loading plans" errorTitle="Plans could not be loaded">
          {(list) => {
            const offered = list.filter((plan) => isSubscribable(plan) && activePrice(plan, period));
            const chosen = offered.find((plan) => plan.id === planId);
            const chosenPrice = chosen && activePrice(chosen, period);
            const unchanged = chosenPrice?.id === current.price.id && chosen?.id === current.plan_id;
            return (
              <form
                aria-label="Change plan"
                className="flex flex-col gap-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit(chosen);
                }}
              >
                <BillingPeriodSwitch value={period} onChange={setPeriod} className="self-start" />
                <fieldset className="flex flex-col gap-2">
                  <legend className="sr-only">Plan</legend>
                  {offered.map((plan) => {
                    const price = activePrice(plan, period)!;
                    return (
                      <label
                        key={plan.id}
                        className={cn(
                          'flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3',
                          'has-[:checked]:border-brand has-[:checked]:bg-brand-soft',
                        )}
                      >
                        <input
                          type="radio"
                          name="plan"
                          value={plan.id}
                          checked={plan.id === planId}
                          onChange={() => setPlanId(plan.id)}
                          className="mt-1 size-4 accent-brand"
                        />
                        <span className="flex flex-col">
                          <span className="font-medium text-ink">
                            {plan.name}
                            {plan.id === subscription.plan.id && price.id === subscription.price.id
                              ? ' (your plan)'
                              : null}
                          </span>
                          <span className="text-sm text-ink-muted">{priceSentence(price)}</span>
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button type="button" variant="secondary" disabled={change.isPending}>
                      Cancel
                    </Button>
                  </DialogClose>
                  <Button type="submit" loading={change.isPending} disabled={!chosenPrice || unchanged}>
                    {chosen ? `Switch to ${chosen.name}` : 'Choose a plan'}
                  </Button>
                </DialogFooter>
              </form>
            );
          }}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
