import { BellRing } from 'lucide-react';
import { SLOT_OFFER_MESSAGES } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useSlotWatches } from '../api/slot-watches';
import { useWithdrawSlotWatch } from '../api/withdraw-slot-watch';

export const WITHDRAW_FAILED = 'Could not stop waiting';

/**
 * Her open requests to hear of an earlier time, each with a way to withdraw it. A side note of the
 * appointments page: shown only when she has some, and not in the way while they load.
 */
export function SlotWatchesCard() {
  const watches = useSlotWatches();
  const withdraw = useWithdrawSlotWatch();
  if (!watches.data?.length) return null;

  return (
    <Card className="flex flex-col gap-3 p-5" aria-labelledby="slot-watches-heading" role="region">
      <h2 id="slot-watches-heading" className="flex items-center gap-2 font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-brand" />
        Waiting for an earlier time
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {watches.data.map((watch) => (
          <li key={watch.id} className="flex flex-wrap items-center gap-3 py-2 first:pt-0 last:pb-0">
            <Avatar name={watch.expert.name} src={watch.expert.avatar_url} size="sm" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-ink">{watch.expert.name}</p>
              <p className="text-ink-muted">
                Any time before {watch.before_formatted}
                {watch.appointment_id ? ' · taking one moves your visit' : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              loading={withdraw.isPending && withdraw.variables === watch.id}
              disabled={withdraw.isPending}
              aria-label={`Stop waiting for an earlier time with ${watch.expert.name}`}
              onClick={() =>
                withdraw.mutate(watch.id, {
                  onSuccess: () => notify.success(SLOT_OFFER_MESSAGES.watchWithdrawn),
                  onError: (error) => notifyError(error, WITHDRAW_FAILED),
                })
              }
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
