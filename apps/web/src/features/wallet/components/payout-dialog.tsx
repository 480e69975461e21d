import { useState } from 'react';
import { PAYOUT_MESSAGES, formatMoney, parseMajorAmount, payoutCreateSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { errorDetail } from '@/lib/notify-error';
import { useRequestPayout } from '../api/payouts';

export const PAYOUT_REQUESTED = 'Payout requested';

/** "Request payout": up to her available earnings, which move to "under review" at once. */
export function PayoutDialog({
  open,
  onOpenChange,
  available,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  available: number;
  currency: string;
}) {
  const request = useRequestPayout();
  const { key, renew } = useIdempotencyKey();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const minor = parseMajorAmount(text);
    const parsed = payoutCreateSchema.shape.amount.safeParse(minor ?? Number.NaN);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data > available) return setError(PAYOUT_MESSAGES.insufficientEarnings);
    request.mutate(
      { amount: parsed.data, key },
      {
        onSuccess: (payout) => {
          renew();
          setText('');
          notify.success(PAYOUT_REQUESTED, {
            description: `${formatMoney(payout)} is under review by our finance team.`,
          });
          onOpenChange(false);
        },
        onError: (failure) => setError(errorDetail(failure) ?? 'Could not request the payout'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !request.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeading
          title="Request a payout"
          description={`You can withdraw up to ${formatMoney({ amount: available, currency })}. Our finance team reviews each request.`}
        />
        <form
          noValidate
          aria-label="Request a payout"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={`Amount (${currency})`} error={error} required>
            <Input
              inputMode="decimal"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <Button
            type="button"
            variant="link"
            className="self-start"
            onClick={() => setText((available / 100).toFixed(2))}
          >
            Withdraw everything
          </Button>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={request.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={request.isPending}>
              Request payout
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
