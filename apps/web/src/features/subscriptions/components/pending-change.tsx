import type { Subscription } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { priceSentence } from '@/lib/plan-price';
import { useChangePlan } from '../api/subscriptions';

export const CHANGE_UNDONE = 'Plan change cancelled';

/** "From 12 Dec: Complete, £49.00 a month", and the way back: choosing her current price again. */
export function PendingChange({ subscription }: { subscription: Subscription }) {
  const change = useChangePlan();
  const pending = subscription.pending_change;
  if (!pending) return null;
  // Her current terms can be chosen again only while the plan and price are still in the catalogue.
  const { id: planId } = subscription.plan;
  const { id: priceId } = subscription.price;
  const undo = () => {
    if (planId === null || priceId === null) return;
    change.mutate(
      { plan_id: planId, price_id: priceId },
      {
        onSuccess: () =>
          notify.success(CHANGE_UNDONE, { description: `You stay on ${subscription.plan.name}.` }),
        onError: (error) => notifyError(error, 'Could not undo the change'),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-info/25 bg-info-soft px-4 py-3 text-sm text-info-ink">
      <p>
        <span className="font-semibold">From {formatDate(pending.starts_at, 'shortDayMonth')}:</span>{' '}
        {pending.plan_name}, {priceSentence(pending.price)}
      </p>
      {planId !== null && priceId !== null ? (
        <Button size="sm" variant="secondary" loading={change.isPending} onClick={undo}>
          Undo change
        </Button>
      ) : null}
    </div>
  );
}
