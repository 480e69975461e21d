import type Stripe from 'stripe';
import type { ProviderIntent } from '../payment-provider';

/*
 * Stripe's objects to the provider interface's shapes.
 */

/** STRIPE_API_URL as the SDK's options take it (a local server in tests, https://api.stripe.com otherwise). */
export function sdkAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * Stripe's intent statuses to ours. An intent Stripe declined waits for another payment method
 * (`requires_payment_method` with the decline as `last_payment_error`): for us it failed, as a new attempt
 * is a new intent. `processing` (and the statuses we never create: manual confirmation or capture) are
 * "not settled yet": the payment stays open and the webhook settles it.
 */
export function intentOf(pi: Stripe.PaymentIntent): ProviderIntent {
  const error = pi.last_payment_error;
  const failed = pi.status === 'canceled' || (pi.status === 'requires_payment_method' && error != null);
  const status = pi.status === 'succeeded' ? 'succeeded' : failed ? 'failed' : 'requires_action';
  const url = pi.next_action?.redirect_to_url?.url;
  return {
    id: pi.id,
    status,
    amount: pi.amount,
    currency: pi.currency.toUpperCase(),
    metadata: pi.metadata ?? {},
    ...(status === 'requires_action' && url && { next_action_url: url }),
    ...(status === 'failed' && {
      decline_code:
        error?.decline_code ?? error?.code ?? (pi.status === 'canceled' ? 'canceled' : 'card_declined'),
      ...(error?.message && { decline_message: error.message }),
    }),
  };
}

/** What the member may see of a payment method. */
export function methodOf(pm: Stripe.PaymentMethod): { id: string; brand: string; last4: string } {
  return { id: pm.id, brand: pm.card?.brand ?? pm.type, last4: pm.card?.last4 ?? '' };
}
