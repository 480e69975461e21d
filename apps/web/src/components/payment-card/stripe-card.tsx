import { useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { CreditCard } from 'lucide-react';
import type { PaymentCardHandle } from './payment-method';

/*
 * Stripe's own card field (Elements), used when the API's provider is Stripe: the card goes from her browser
 * to Stripe, never through us, and we receive a `pm_…` id. This module is imported lazily, so the sandbox
 * build never loads Stripe's script. It needs the internet (js.stripe.com) and so is not exercised by the
 * component tests or the offline end-to-end journeys; the sandbox card form is the path they test.
 */

type Props = { ref: Ref<PaymentCardHandle>; publishableKey: string; disabled?: boolean };

export default function StripeCard({ publishableKey, ...props }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardField {...props} />
    </Elements>
  );
}

function StripeCardField({ ref, disabled }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      collect: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) {
          setError('The card form is still loading. Try again in a moment.');
          return null;
        }
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) {
          setError(result.error.message ?? 'This card could not be used.');
          return null;
        }
        setError(null);
        return result.paymentMethod.id;
      },
      // Stripe's field checks itself as she types; what it still refuses, collect() says.
      check: () => true,
      reset: () => {
        elements?.getElement(CardElement)?.clear();
        setError(null);
      },
    }),
    [stripe, elements],
  );
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 flex items-center gap-2 text-sm font-medium text-ink">
        <CreditCard aria-hidden="true" className="size-4 text-ink-muted" /> Card
      </legend>
      <div className="rounded-lg border border-line bg-surface px-3 py-3">
        <CardElement options={{ disabled, hidePostalCode: true }} onChange={() => setError(null)} />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
