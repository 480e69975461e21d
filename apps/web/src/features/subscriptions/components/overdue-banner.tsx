import type { Subscription } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';

/**
 * A renewal that could not be charged: when it is tried again, how long the plan stays (the grace period),
 * and the quickest fix, another card, which is charged at once.
 */
export function OverdueBanner({
  subscription,
  onChangeCard,
}: {
  subscription: Subscription;
  onChangeCard: () => void;
}) {
  return (
    <Alert tone="error" title="Your last payment did not go through">
      <p>
        {subscription.failure_message ? `${subscription.failure_message}. ` : null}
        {subscription.next_attempt_at
          ? `We will try your card again on ${formatDateTime(subscription.next_attempt_at)}. `
          : null}
        {subscription.grace_ends_at
          ? `You keep ${subscription.plan.name} until ${formatDate(subscription.grace_ends_at)}; if no payment succeeds by then, the subscription ends.`
          : null}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onChangeCard}>
          Change card
        </Button>
        <span>A new card is charged at once.</span>
      </div>
    </Alert>
  );
}
