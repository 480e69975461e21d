import { useState } from 'react';
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
import { EMPTY_CARD, checkCard, type CardErrors, type CardValues } from '@/components/payment-card/card';
import { rememberReturn } from '../lib/return-path';
import { CardFields } from '@/components/payment-card/card-form';

export const TOP_UP_DONE = 'Wallet topped up';
export const TOP_UP_FAILED = 'Payment not completed';

const majorText = (minor: number) => (minor / 100).toFixed(2);

/**
 * "Top up" by card: an amount (with a few quick amounts) and our own card form. The card becomes a payment
 * method, which is charged with this attempt's Idempotency-Key; a bank that asks for 3-D Secure sends her to
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
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (topUp.isPending) return;
    if (!next) {
      setCard(EMPTY_CARD);
      setCardErrors({});
      setDeclined(null);
    }
    onOpenChange(next);
  };

  const submit = () => {
    setDeclined(null);
    const minor = parseMajorAmount(amountText);
    const amount = topUpCreateSchema.shape.amount.safeParse(minor ?? Number.NaN);
    setAmountError(
      amount.success ? undefined : (amount.error.issues[0]?.message ?? PAYMENT_MESSAGES.topUpMin),
    );
    const checked = checkCard(card, new Date());
    setCardErrors(checked.errors);
    if (!amount.success || !checked.card) return;
    topUp.mutate(
      { card: checked.card, amount: amount.data, key },
      {
        onSuccess: (payment) => {
          renew();
          if (payment.status === 'requires_action' && payment.next_action_url) {
            if (returnTo) rememberReturn(payment.id, returnTo);
            void navigate(payment.next_action_url);
            return;
          }
          setCard(EMPTY_CARD);
          notify.success(TOP_UP_DONE, { description: `${formatMoney(payment)} was added to your wallet.` });
          onOpenChange(false);
          onSucceeded?.(payment);
          if (returnTo) void navigate(returnTo);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'validation') {
            const fields = error.fieldErrors;
            setCardErrors({
              number: fields.number,
              expiry: fields.exp_month ?? fields.exp_year,
              cvc: fields.cvc,
            });
            if (fields.amount) setAmountError(fields.amount);
            if (!fields.number && !fields.exp_month && !fields.exp_year && !fields.cvc && !fields.amount)
              setDeclined(errorDetail(error) ?? TOP_UP_FAILED);
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
            submit();
          }}
        >
          <FormField label={`Amount (${currency})`} error={amountError} required>
            <Input
              inputMode="decimal"
              value={amountText}
              disabled={topUp.isPending}
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
                disabled={topUp.isPending}
                onClick={() => {
                  setAmountText(majorText(minor));
                  setAmountError(undefined);
                }}
              >
                {formatMoney({ amount: minor, currency })}
              </Button>
            ))}
          </div>
          <CardFields values={card} errors={cardErrors} onChange={setCard} disabled={topUp.isPending} />
          {declined ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
              {declined}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={topUp.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={topUp.isPending}>
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
