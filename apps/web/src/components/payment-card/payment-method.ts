import { paymentsApi, type CardDetails } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** POST /api/payments/sandbox/payment-methods: the sandbox turns the card into a payment method id. */
export const createSandboxPaymentMethod = async (card: CardDetails): Promise<string> =>
  (await call(paymentsApi.createPaymentMethod, { body: card })).id;

/**
 * What a card form gives the screen that holds it: `collect` turns what she typed into a payment method id
 * (null when the form shows why it cannot: a field to correct, a card the provider refused), `reset` forgets it.
 */
export interface PaymentCardHandle {
  collect: () => Promise<string | null>;
  /** Shows what is wrong with what she typed, without sending anything: true when there is nothing. */
  check: () => boolean;
  reset: () => void;
}
