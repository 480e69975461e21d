import { Suspense, lazy, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { appConfigQuery } from '@/lib/app-config';
import { SandboxCard } from './sandbox-card';
import type { PaymentCardHandle } from './payment-method';

const StripeCard = lazy(() => import('./stripe-card'));

/**
 * The card form of every payment: Stripe's Elements when the API takes cards through Stripe, our sandbox
 * form otherwise (the embedded default, ADR 016). Either way the screen asks `collect()` for a payment method
 * id through `ref`. Until the server has said which, neither shows (a sandbox form that turned into Stripe's
 * would lose what she typed); a server that cannot say leaves the sandbox form, which the API would refuse.
 */
export function PaymentCardForm({ ref, disabled }: { ref: Ref<PaymentCardHandle>; disabled?: boolean }) {
  const config = useQuery(appConfigQuery);
  if (config.isPending) return <Spinner label="Loading the card form" />;
  const payments = config.data?.payments;
  if (payments?.provider === 'stripe' && payments.publishable_key) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form" />}>
        <StripeCard ref={ref} publishableKey={payments.publishable_key} disabled={disabled} />
      </Suspense>
    );
  }
  return <SandboxCard ref={ref} disabled={disabled} />;
}
