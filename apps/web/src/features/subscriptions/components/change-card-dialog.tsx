import { useRef, useState } from 'react';
import { PAYMENT_MESSAGES, type Subscription } from '@fertilia/contracts';
import { PaymentCardForm } from '@/components/payment-card/payment-card-form';
import type { PaymentCardHandle } from '@/components/payment-card/payment-method';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { hasStatus } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { useChangeCard } from '../api/subscriptions';

export const CARD_CHANGED = 'Card changed';
export const OVERDUE_STILL_DECLINED = 'The card was saved, but the overdue payment was declined:';

/**
 * The card renewals are charged to. While a renewal is overdue, saving charges it at once: the answer says
 * whether it was paid (active) or declined again (still past_due, with the bank's reason), shown here so she can
 * try another card; a card the provider refuses outright answers 402 or 422.
 */
export function ChangeCardDialog({
  subscription,
  open,
  onOpenChange,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const card = useRef<PaymentCardHandle>(null);
  const change = useChangeCard();
  const { key, renew } = useIdempotencyKey();
  const [collecting, setCollecting] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const busy = collecting || change.isPending;
  const overdue = subscription.status === 'past_due';

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setDeclined(null);
    onOpenChange(next);
  };

  const submit = async () => {
    setDeclined(null);
    setCollecting(true);
    let methodId: string | null;
    try {
      methodId = (await card.current?.collect()) ?? null;
    } catch (error) {
      notifyError(error, 'Could not read the card');
      return;
    } finally {
      setCollecting(false);
    }
    if (!methodId) return;
    change.mutate(
      { key, payment_method_id: methodId },
      {
        onSuccess: (saved) => {
          renew();
          card.current?.reset();
          if (overdue && saved.status === 'past_due') {
            // The card is saved either way; the dialog stays open so she can try another one at once.
            setDeclined(
              `${OVERDUE_STILL_DECLINED} ${saved.failure_message ?? PAYMENT_MESSAGES.cardDeclined}`,
            );
            return;
          }
          notify.success(CARD_CHANGED, {
            description:
              overdue && saved.status === 'active'
                ? 'The overdue payment went through.'
                : 'Renewals will be charged to this card.',
          });
          onOpenChange(false);
        },
        onError: (error) => {
          if (hasStatus(error, 402)) renew();
          const message = errorDetail(error) ?? PAYMENT_MESSAGES.cardDeclined;
          setDeclined(message);
          notifyError(error, 'Could not change the card');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeading
          title="Change card"
          description={
            overdue
              ? 'The overdue payment is charged to the new card at once.'
              : 'Your next renewals are charged to this card.'
          }
        />
        <form
          noValidate
          aria-label="Change card"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PaymentCardForm ref={card} disabled={busy} />
          {declined ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
              {declined}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              {overdue ? 'Save and pay now' : 'Save card'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
