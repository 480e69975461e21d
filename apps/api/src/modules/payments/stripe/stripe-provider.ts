import Stripe from 'stripe';
import { PAYMENT_MESSAGES, conflict } from '@fertilia/contracts';
import type { AppConfig } from '../../../config';
import type { Context } from '../../../http/context';
import {
  ProviderError,
  type CardInput,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderPaymentMethod,
  type ProviderPayout,
  type ProviderRefund,
  type RefundInput,
  type SavedPaymentMethod,
  type VerifiedEvent,
} from '../payment-provider';
import { findStripeAccount, keepStripeAccount } from './stripe-accounts-repo';
import { intentOf, methodOf, sdkAddress } from './stripe-intents';

export type StripeConfig = NonNullable<AppConfig['payments']['stripe']>;

/** Stripe's tolerance for a webhook's timestamp, in seconds. */
const WEBHOOK_TOLERANCE_S = 300;
/** The intent events that settle a payment; every other event is acknowledged and ignored. */
const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

const stripeError = (error: unknown): Stripe.errors.StripeError | null =>
  error instanceof Stripe.errors.StripeError ? error : null;
const isMissing = (error: unknown) => stripeError(error)?.code === 'resource_missing';

/** Stripe's refusals of what it was asked (a card declined, a request it will not take). */
const REFUSALS = new Set(['StripeCardError', 'StripeInvalidRequestError']);

/**
 * A refusal by Stripe as the interface's ProviderError; anything else (Stripe down after the SDK's retries,
 * a wrong secret key) goes on as the error it is.
 */
function refusal(error: unknown): unknown {
  const e = stripeError(error);
  if (!e || !REFUSALS.has(e.type)) return error;
  return new ProviderError(e.decline_code ?? e.code ?? 'invalid_request', e.message);
}

/**
 * Stripe behind the provider interface (ADR 017), through the official SDK. Card details never reach us:
 * Stripe's card form in the browser makes the payment method; we keep it on her customer and charge it with
 * PaymentIntents, on session (top-ups, a first subscription payment) or off session (renewals). Every
 * creating call carries our idempotency key, and the SDK retries a failed call itself with the same key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    /** Where Stripe's 3-D Secure page sends her back: our web app's address. */
    private readonly publicUrl: string,
  ) {
    this.stripe = new Stripe(config.secretKey, {
      ...sdkAddress(config.apiUrl),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  /** Raw card numbers must not reach our server with Stripe: its own card form makes the payment method. */
  async createPaymentMethod(_ctx: Context, _card: CardInput): Promise<ProviderPaymentMethod> {
    throw new ProviderError('card_form_required', PAYMENT_MESSAGES.stripePagesOnly);
  }

  async describePaymentMethod(_ctx: Context, id: string): Promise<ProviderPaymentMethod | null> {
    try {
      return methodOf(await this.stripe.paymentMethods.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw refusal(error);
    }
  }

  /**
   * Keeps the payment method on her customer (created once, by a key of her own, so two first saves make
   * one customer). A payment method already kept by another customer is refused as unknown to her.
   */
  async savePaymentMethod(
    ctx: Context,
    input: { userId: number; email: string; paymentMethodId: string },
  ): Promise<SavedPaymentMethod> {
    const customer = await this.customerOf(ctx, input.userId, input.email);
    try {
      const pm = await this.stripe.paymentMethods.retrieve(input.paymentMethodId);
      const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
      if (owner === customer) return { ...methodOf(pm), customer };
      if (owner !== null) throw new ProviderError('resource_missing', PAYMENT_MESSAGES.paymentMethodUnknown);
      // A test payment method (pm_card_visa) attaches as a new payment method of hers: keep the new id.
      const attached = await this.stripe.paymentMethods.attach(pm.id, { customer });
      return { ...methodOf(attached), customer };
    } catch (error) {
      if (isMissing(error))
        throw new ProviderError('resource_missing', PAYMENT_MESSAGES.paymentMethodUnknown);
      throw refusal(error);
    }
  }

  /**
   * Charges at once (`confirm`). A decline is an answer, not an error: Stripe sends it as a card error that
   * carries the declined intent, which becomes a failed intent with its code and message.
   */
  async createPaymentIntent(_ctx: Context, input: CreateIntentInput): Promise<ProviderIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          payment_method: input.payment_method,
          ...(input.customer && { customer: input.customer }),
          confirm: true,
          allowed_payment_method_types: ['card'],
          metadata: input.metadata,
          // Off session nobody is there to authenticate, so there is no page to come back to.
          ...(input.off_session
            ? { off_session: true }
            : { return_url: `${this.publicUrl}${returnPath(input.metadata)}` }),
        },
        { idempotencyKey: input.idempotency_key },
      );
      return intentOf(intent);
    } catch (error) {
      const e = stripeError(error);
      if (e?.type === 'StripeCardError' && e.payment_intent) return intentOf(e.payment_intent);
      throw refusal(error);
    }
  }

  async retrievePaymentIntent(_ctx: Context, id: string): Promise<ProviderIntent | null> {
    try {
      return intentOf(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw refusal(error);
    }
  }

  /** The 3-D Secure step is taken on Stripe's page (next_action_url), which reports to our webhook. */
  async authenticate(_ctx: Context, _id: string, _outcome: 'complete' | 'fail'): Promise<ProviderIntent> {
    throw conflict(PAYMENT_MESSAGES.stripePagesOnly);
  }

  async refund(_ctx: Context, input: RefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.payment_intent, amount: input.amount, metadata: input.metadata },
        { idempotencyKey: input.idempotency_key },
      );
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed';
      return { id: refund.id, status };
    } catch (error) {
      throw refusal(error);
    }
  }

  /**
   * A transfer of her earnings to her connected account. An expert without one is refused: an account she
   * has not onboarded (identity, bank) cannot receive transfers, and onboarding happens on Stripe's pages.
   */
  async createPayout(
    ctx: Context,
    input: { amount: number; currency: string; expertId: number; idempotency_key: string },
  ): Promise<ProviderPayout> {
    const destination = await findStripeAccount(ctx.db, input.expertId, 'connected_account');
    if (!destination)
      throw new ProviderError('no_connected_account', 'The expert has no Stripe account to pay out to');
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          destination,
          metadata: { expert_id: String(input.expertId) },
        },
        { idempotencyKey: input.idempotency_key },
      );
      return { id: transfer.id, status: transfer.reversed ? 'failed' : 'paid' };
    } catch (error) {
      throw refusal(error);
    }
  }

  /** Stripe's signature check, timed by the injected clock (the SDK's `receivedAt`, in milliseconds). */
  verifyWebhook(ctx: Context, rawBody: string, signature: string | undefined): VerifiedEvent | null {
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.webhookSecret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        ctx.clock.now().getTime(),
      );
    } catch {
      return null;
    }
    const intent = INTENT_EVENTS.has(event.type) ? intentOf(event.data.object as Stripe.PaymentIntent) : null;
    return { id: event.id, type: event.type, intent };
  }

  /** Her customer at Stripe, created on first use under a key of hers and kept. */
  private async customerOf(ctx: Context, userId: number, email: string): Promise<string> {
    const kept = await findStripeAccount(ctx.db, userId, 'customer');
    if (kept) return kept;
    try {
      const customer = await this.stripe.customers.create(
        { email, metadata: { user_id: String(userId) } },
        { idempotencyKey: `customer-${userId}` },
      );
      return keepStripeAccount(ctx.db, userId, 'customer', customer.id);
    } catch (error) {
      throw refusal(error);
    }
  }
}

/** Where Stripe's 3-D Secure page returns her: the subscription page for a plan's payment, else the wallet. */
function returnPath(metadata: Record<string, string>): string {
  return metadata.purpose === 'subscription' ? '/subscriptions' : '/wallet';
}
