import { CalendarClock, CreditCard } from 'lucide-react';
import type { Subscription } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { priceSentence } from '@/lib/plan-price';
import { cardLabel, renewalLine } from '../lib/wording';
import { SubscriptionStatusBadge } from './status-badge';

export type PlanAction = 'change-card' | 'change-plan' | 'cancel' | 'resume';

/**
 * Her plan at a glance: name and status, the price in words, the next renewal (or the end), the card, and
 * what she can do with it.
 */
export function CurrentPlan({
  subscription,
  onAction,
  resuming,
}: {
  subscription: Subscription;
  onAction: (action: PlanAction) => void;
  resuming?: boolean;
}) {
  const renewal = renewalLine(subscription);
  const running = subscription.status === 'active' || subscription.status === 'past_due';
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-muted">Your plan</p>
          <h2 className="text-2xl font-semibold tracking-tight text-ink">{subscription.plan.name}</h2>
          <p className="mt-1 text-ink">{priceSentence(subscription.price)}</p>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {renewal ? (
          <div className="flex items-start gap-2">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <div>
              <dt className="sr-only">{subscription.cancel_at_period_end ? 'End' : 'Next renewal'}</dt>
              <dd className="font-medium text-ink">{renewal}</dd>
              {subscription.cancel_at_period_end && running ? (
                <dd className="text-ink-muted">You will not be charged again.</dd>
              ) : null}
            </div>
          </div>
        ) : null}
        {subscription.payment_method ? (
          <div className="flex items-start gap-2">
            <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <div>
              <dt className="sr-only">Card</dt>
              <dd className="font-medium text-ink">{cardLabel(subscription.payment_method)}</dd>
            </div>
          </div>
        ) : null}
      </dl>
      {running ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={() => onAction('change-card')}>
            Change card
          </Button>
          {subscription.cancel_at_period_end ? (
            <Button loading={resuming} onClick={() => onAction('resume')}>
              Resume subscription
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onAction('change-plan')}>
                Change plan
              </Button>
              <Button variant="ghost" onClick={() => onAction('cancel')}>
                Cancel subscription
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
