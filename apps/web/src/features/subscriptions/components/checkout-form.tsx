import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  formatMoney,
  type Plan,
  type PlanPrice,
} from '@fertilia/contracts';
import { PaymentCardForm } from '@/components/payment-card/payment-card-form';
import type { PaymentCardHandle } from '@/components/payment-card/payment-method';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError, hasStatus } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { priceSentence, renewalWords } from '@/lib/plan-price';
import { useSubscribe } from '../api/subscriptions';
import { isExternalUrl, nextChargeDate } from '../lib/checkout';

export const subscribedTitle = (plan: string) => `Subscribed to ${plan}`;

/**
 * The plan, its price, when she is charged next, her card and her consent, then one button. The card becomes
 * a payment method, and the subscription is created with this attempt's Idempotency-Key; a bank asking for
 * 3-D Secure sends her to its page, which brings her back to /subscriptions.
 */
export function CheckoutForm({ plan, price }: { plan: Plan; price: PlanPrice }) {
  const navigate = useNavigate();
  const card = useRef<PaymentCardHandle>(null);
  const subscribe = useSubscribe();
  const { key, renew } = useIdempotencyKey();
  const [collecting, setCollecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = collecting || subscribe.isPending;
  const interval = price.interval === 'year' ? 'year' : 'month';
  const amount = formatMoney(price);
  const next = nextChargeDate(new Date(), interval);

  const submit = async () => {
    setFailure(null);
    setCollecting(true);
    let methodId: string | null;
    try {
      methodId = (await card.current?.collect()) ?? null;
    } catch (error) {
      setFailure(errorDetail(error) ?? PAYMENT_MESSAGES.cardDeclined);
      notifyError(error, undefined, SUBSCRIPTION_MESSAGES.failed);
      return;
    } finally {
      setCollecting(false);
    }
    if (!methodId) return;
    subscribe.mutate(
      { plan_id: plan.id, price_id: price.id, payment_method_id: methodId, key },
      {
        onSuccess: (subscription) => {
          renew();
          if (subscription.status === 'incomplete' && subscription.next_action_url) {
            if (isExternalUrl(subscription.next_action_url))
              window.location.assign(subscription.next_action_url);
            else void navigate(subscription.next_action_url);
            return;
          }
          notify.success(subscribedTitle(plan.name), {
            description: subscription.current_period_end
              ? `It renews on ${formatDate(subscription.current_period_end)}.`
              : undefined,
          });
          void navigate('/subscriptions');
        },
        onError: (error) => {
          // She subscribed meanwhile (another tab): changing plan is the way from here.
          if (hasStatus(error, 409)) {
            notifyError(error, undefined, SUBSCRIPTION_MESSAGES.alreadySubscribed);
            void navigate(`/subscriptions?change=${plan.id}`);
            return;
          }
          // A declined card's answer stays on its key: another try is another attempt.
          if (hasStatus(error, 402)) renew();
          const message =
            error instanceof ApiError && error.kind === 'validation'
              ? errorDetail(error)
              : (errorDetail(error) ?? SUBSCRIPTION_MESSAGES.failed);
          setFailure(message ?? SUBSCRIPTION_MESSAGES.failed);
          notifyError(error, undefined, SUBSCRIPTION_MESSAGES.failed);
        },
      },
    );
  };

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
      <Card className="flex flex-col gap-3 self-start p-6">
        <p className="text-sm text-ink-muted">You are subscribing to</p>
        <h2 className="text-2xl font-semibold tracking-tight text-ink">{plan.name}</h2>
        <p className="text-ink">{priceSentence(price)}</p>
        {plan.description ? <p className="text-sm text-ink-muted">{plan.description}</p> : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
          <dt className="text-ink-muted">Today</dt>
          <dd className="text-right font-semibold tabular-nums">{amount}</dd>
          <dt className="text-ink-muted">Next charge</dt>
          <dd className="text-right">
            {amount} on {formatDate(next)}
          </dd>
        </dl>
      </Card>
      <Card className="p-6">
        <form
          noValidate
          aria-label="Pay and subscribe"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PaymentCardForm ref={card} disabled={busy} />
          {failure ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
              {failure}
            </p>
          ) : null}
          <p className="text-sm text-ink">
            {amount} today, then {renewalWords(interval)} until you cancel. You can cancel any time on your
            subscription page; you keep the plan until the end of the period you have paid for.
          </p>
          <Button type="submit" loading={busy} className="w-full sm:w-auto sm:self-end">
            Subscribe
          </Button>
        </form>
      </Card>
    </div>
  );
}
