import type { Context } from '../../http/context';

/*
 * The card provider behind wallet top-ups and payouts (ADR 016). The embedded sandbox implements it today
 * (sandbox/); a Stripe adapter follows behind the same interface. Calls are made outside our transactions
 * and are idempotent by `idempotency_key`, as Stripe's are.
 */

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type ProviderPaymentMethod = { id: string; brand: string; last4: string };

export type IntentStatus = 'succeeded' | 'requires_action' | 'failed';
export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Where the member confirms the payment (3-D Secure) while it requires action. */
  next_action_url?: string;
  decline_code?: string;
  decline_message?: string;
};

export type CreateIntentInput = {
  amount: number;
  currency: string;
  payment_method: string;
  idempotency_key: string;
  metadata: Record<string, string>;
};

export type ProviderPayout = { id: string; status: 'paid' | 'failed' };

/** A refusal by the provider of what it was asked (a non-test card, an unknown payment method). */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  /** The provider's name on our payment rows. */
  readonly name: string;
  /** Card details to a payment method; the details go no further than this call. */
  createPaymentMethod(ctx: Context, card: CardInput): Promise<ProviderPaymentMethod>;
  /** What the member may see of a payment method (brand, last four), or null when the provider knows none. */
  describePaymentMethod(id: string): ProviderPaymentMethod | null;
  createPaymentIntent(ctx: Context, input: CreateIntentInput): Promise<ProviderIntent>;
  retrievePaymentIntent(ctx: Context, id: string): Promise<ProviderIntent | null>;
  /** The member's answer to the authentication step; the provider then sends its event. */
  authenticate(ctx: Context, id: string, outcome: 'complete' | 'fail'): Promise<ProviderIntent>;
  createPayout(
    ctx: Context,
    input: { amount: number; currency: string; expertId: number; idempotency_key: string },
  ): Promise<ProviderPayout>;
}
