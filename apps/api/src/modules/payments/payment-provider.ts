import type { Context } from '../../http/context';

/*
 * The card provider behind wallet top-ups, subscriptions and payouts (ADR 016, ADR 017). The embedded sandbox
 * (sandbox/) and Stripe (stripe/) implement it; configuration picks one. Calls are made outside our
 * transactions and are idempotent by `idempotency_key`, as Stripe's are.
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
  /** The member's customer at the provider, for a saved payment method (savePaymentMethod). */
  customer?: string;
  /**
   * A charge made without her (a renewal): a card that asks for authentication is declined with
   * `authentication_required` instead of waiting for a step nobody is there to take.
   */
  off_session?: boolean;
};

/** A payment method kept on her customer at the provider, so renewals can charge it. */
export type SavedPaymentMethod = ProviderPaymentMethod & { customer: string };

export type RefundInput = {
  payment_intent: string;
  amount: number;
  idempotency_key: string;
  metadata: Record<string, string>;
};
export type ProviderRefund = { id: string; status: 'succeeded' | 'pending' | 'failed' };

/** A provider event whose signature was checked: the payment intents it reports (others are ignored). */
export type VerifiedEvent = {
  id: string;
  type: string;
  /** For payment_intent.succeeded and payment_intent.payment_failed: the intent as the provider sees it. */
  intent: ProviderIntent | null;
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
  describePaymentMethod(ctx: Context, id: string): Promise<ProviderPaymentMethod | null>;
  /**
   * Keeps the payment method on the member's customer (created on first use), so it can be charged later
   * without her; a payment method kept by another customer is refused (ProviderError `resource_missing`).
   */
  savePaymentMethod(
    ctx: Context,
    input: { userId: number; email: string; paymentMethodId: string },
  ): Promise<SavedPaymentMethod>;
  createPaymentIntent(ctx: Context, input: CreateIntentInput): Promise<ProviderIntent>;
  retrievePaymentIntent(ctx: Context, id: string): Promise<ProviderIntent | null>;
  /** The member's answer to the sandbox bank's authentication step; the provider then sends its event. */
  authenticate(ctx: Context, id: string, outcome: 'complete' | 'fail'): Promise<ProviderIntent>;
  /** Returns all or part of a succeeded payment to the card it came from. */
  refund(ctx: Context, input: RefundInput): Promise<ProviderRefund>;
  /** Pays an expert's earnings to her account at the provider (Stripe: a transfer to her connected account). */
  createPayout(
    ctx: Context,
    input: { amount: number; currency: string; expertId: number; idempotency_key: string },
  ): Promise<ProviderPayout>;
  /**
   * Checks a webhook's signature over the raw body, within five minutes of the injected clock, and answers
   * the event; null when the signature is missing, wrong or too old.
   */
  verifyWebhook(ctx: Context, rawBody: string, signature: string | undefined): VerifiedEvent | null;
}
