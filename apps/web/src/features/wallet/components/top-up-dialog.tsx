import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PAYMENT_MESSAGES,
  TOP_UP_QUICK_AMOUNTS,
  formatMoney,
  parseMajorAmount,
  topUpCreateSchema,
  type Payment,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, hasStatus } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { errorDetail } from '@/lib/notify-error';
import { useTopUp } from '../api/payments';
import { rememberReturn } from '../lib/return-path';
import { PaymentCardForm } from '@/components/payment-card/payment-card-form';
import type { PaymentCardHandle } from '@/components/payment-card/payment-method';

export const TOP_UP_DONE = 'Wallet topped up';
export const TOP_UP_FAILED = 'Payment not completed';

const majorText = (minor: number) => (minor / 100).toFixed(2);

/**
 * "Top up" by card: an amount (with a few quick amounts) and the card form of the configured provider. The card
 * becomes a payment method, which is charged with this attempt's Idempotency-Key; a bank that asks for 3-D Secure sends her to
 * its page (/payments/confirm/:id), which brings her back to the wallet with the outcome.
 */
export function TopUpDialog({
  open,
  onOpenChange,
  currency,
  initialAmount,
  returnTo,
  onSucceeded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
  /** Minor units to start with (a booking short of funds asks for the difference). */
  initialAmount?: number | null;
  /** A same-origin path to go to once the money is in (already checked). */
  returnTo?: string | null;
  onSucceeded?: (payment: Payment) => void;
}) {
  const navigate = useNavigate();
  const topUp = useTopUp();
  const { key, renew } = useIdempotencyKey();
  const [amountText, setAmountText] = useState(initialAmount ? majorText(initialAmount) : '');
  const [amountError, setAmountError] = useState<string | undefined>();
  const card = useRef<PaymentCardHandle>(null);
  const [collecting, setCollecting] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const busy = collecting || topUp.isPending;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      card.current?.reset();
      setDeclined(null);
    }
    onOpenChange(next);
  };

  const submit = async () => {
    setDeclined(null);
    const minor = parseMajorAmount(amountText);
    const amount = topUpCreateSchema.shape.amount.safeParse(minor ?? Number.NaN);
    setAmountError(
      amount.success ? undefined : (amount.error.issues[0]?.message ?? PAYMENT_MESSAGES.topUpMin),
    );
    // Both halves show what is wrong at once; nothing is sent until both are right.
    const cardOk = card.current?.check() ?? false;
    if (!amount.success || !cardOk) return;
    setCollecting(true);
    let methodId: string | null;
    try {
      methodId = (await card.current?.collect()) ?? null;
    } catch (error) {
      // A card the provider refuses outright (not a test card in the sandbox) is a decline like any other.
      setDeclined(errorDetail(error) ?? TOP_UP_FAILED);
      return;
    } finally {
      setCollecting(false);
    }
    if (!methodId) return;
    topUp.mutate(
      { payment_method_id: methodId, amount: amount.data, key },
      {
        onSuccess: (payment) => {
          renew();
          if (payment.status === 'requires_action' && payment.next_action_url) {
            if (returnTo) rememberReturn(payment.id, returnTo);
            void navigate(payment.next_action_url);
            return;
          }
          card.current?.reset();
          notify.success(TOP_UP_DONE, { description: `${formatMoney(payment)} was added to your wallet.` });
          onOpenChange(false);
          onSucceeded?.(payment);
          if (returnTo) void navigate(returnTo);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'validation') {
            const fields = error.fieldErrors;
            if (fields.amount) setAmountError(fields.amount);
            else setDeclined(errorDetail(error) ?? TOP_UP_FAILED);
            return;
          }
          // A declined card's answer is kept on its key: another try is another attempt, with a new key.
          if (hasStatus(error, 402)) renew();
          setDeclined(errorDetail(error) ?? TOP_UP_FAILED);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeading title="Top up your wallet" description="Add money by card to pay for consultations." />
        <form
          noValidate
          aria-label="Top up"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label={`Amount (${currency})`} error={amountError} required>
            <Input
              inputMode="decimal"
              value={amountText}
              disabled={busy}
              onChange={(e) => {
                setAmountText(e.target.value);
                setAmountError(undefined);
              }}
            />
          </FormField>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
            {TOP_UP_QUICK_AMOUNTS.map((minor) => (
              <Button
                key={minor}
                type="button"
                size="sm"
                variant={parseMajorAmount(amountText) === minor ? 'primary' : 'secondary'}
                disabled={busy}
                onClick={() => {
                  setAmountText(majorText(minor));
                  setAmountError(undefined);
                }}
              >
                {formatMoney({ amount: minor, currency })}
              </Button>
            ))}
          </div>
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
              {(() => {
                const minor = parseMajorAmount(amountText);
                return minor ? `Pay ${formatMoney({ amount: minor, currency })}` : 'Pay';
              })()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
