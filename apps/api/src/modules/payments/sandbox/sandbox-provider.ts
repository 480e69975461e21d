import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES, cardExpired, conflict, invalidField, notFound } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../../http/context';
import type { SandboxPaymentIntentRow } from '../../../db/schema';
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
import {
  AUTHENTICATION_FAILURE,
  AUTHENTICATION_REQUIRED,
  testCardById,
  testCardByNumber,
} from './sandbox-cards';
import {
  SANDBOX_DELIVER_JOB,
  eventFor,
  lastPaymentError,
  parseEvent,
  signatureValid,
} from './sandbox-events';
import {
  addRefund,
  findIntent,
  insertIntentOnce,
  lockIntent,
  refundRecorded,
  refundedOf,
  setIntentStatus,
} from './sandbox-repo';

/** Our own page that plays the bank's 3-D Secure step, as Stripe's test authentication page does. */
export const confirmPagePath = (intentId: string) => `/payments/confirm/${intentId}`;

function intentOf(row: SandboxPaymentIntentRow): ProviderIntent {
  const error = lastPaymentError(row);
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    ...(row.status === 'requires_action' && { next_action_url: confirmPagePath(row.id) }),
    ...(error && { decline_code: error.code, decline_message: error.message }),
  };
}

/**
 * The embedded provider (ADR 016): Stripe's test mode without the internet. Cards are checked and forgotten;
 * intents are kept in its own table; each intent that succeeds or fails sends a signed event to our webhook
 * through the jobs runner.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async createPaymentMethod(ctx: Context, card: CardInput): Promise<ProviderPaymentMethod> {
    if (cardExpired(card.expMonth, card.expYear, ctx.clock.now()))
      throw invalidField('body', 'exp_year', PAYMENT_MESSAGES.cardExpired);
    const known = testCardByNumber(card.number);
    if (!known) throw new ProviderError('card_declined', PAYMENT_MESSAGES.cardNotTest);
    return { id: known.id, brand: known.brand, last4: known.last4 };
  }

  async describePaymentMethod(_ctx: Context, id: string): Promise<ProviderPaymentMethod | null> {
    const card = testCardById(id);
    return card ? { id: card.id, brand: card.brand, last4: card.last4 } : null;
  }

  /** Test payment methods are shared by every customer at Stripe too; her customer id is derived from her. */
  async savePaymentMethod(
    ctx: Context,
    input: { userId: number; email: string; paymentMethodId: string },
  ): Promise<SavedPaymentMethod> {
    const method = await this.describePaymentMethod(ctx, input.paymentMethodId);
    if (!method) throw new ProviderError('resource_missing', PAYMENT_MESSAGES.paymentMethodUnknown);
    return { ...method, customer: `cus_sandbox_${input.userId}` };
  }

  async createPaymentIntent(ctx: Context, input: CreateIntentInput): Promise<ProviderIntent> {
    const card = testCardById(input.payment_method);
    if (!card) throw new ProviderError('resource_missing', PAYMENT_MESSAGES.paymentMethodUnknown);
    const now = ctx.clock.now();
    // Off session nobody can take the authentication step: Stripe declines such a charge outright.
    const unattended = input.off_session === true && card.outcome === 'requires_action';
    return inTransaction(ctx, async (tx) => {
      const { row, created } = await insertIntentOnce(tx.db, {
        id: `pi_sandbox_${randomBytes(12).toString('hex')}`,
        idempotencyKey: input.idempotency_key,
        amount: input.amount,
        currency: input.currency,
        paymentMethod: card.id,
        status: unattended ? 'failed' : card.outcome,
        declineCode: unattended ? AUTHENTICATION_REQUIRED : (card.declineCode ?? null),
        metadata: input.metadata,
        createdAt: now,
        updatedAt: now,
      });
      if (created && row.status !== 'requires_action') await this.send(tx, row);
      return intentOf(row);
    });
  }

  async retrievePaymentIntent(ctx: Context, id: string): Promise<ProviderIntent | null> {
    const row = await findIntent(ctx.db, id);
    return row ? intentOf(row) : null;
  }

  async authenticate(ctx: Context, id: string, outcome: 'complete' | 'fail'): Promise<ProviderIntent> {
    return inTransaction(ctx, async (tx) => {
      const row = await lockIntent(tx.db, id);
      if (!row) throw notFound(PAYMENT_MESSAGES.intentNotFound);
      if (row.status !== 'requires_action') throw conflict(PAYMENT_MESSAGES.intentNotAwaiting);
      const changed = await setIntentStatus(tx.db, id, {
        status: outcome === 'complete' ? 'succeeded' : 'failed',
        declineCode: outcome === 'complete' ? null : AUTHENTICATION_FAILURE,
        updatedAt: tx.clock.now(),
      });
      await this.send(tx, changed);
      return intentOf(changed);
    });
  }

  /** Returns part or all of a succeeded intent; the same key answers the same refund. */
  async refund(ctx: Context, input: RefundInput): Promise<ProviderRefund> {
    const id = `re_sandbox_${createHash('sha256').update(`refund:${input.idempotency_key}`).digest('hex').slice(0, 24)}`;
    return inTransaction(ctx, async (tx) => {
      const row = await lockIntent(tx.db, input.payment_intent);
      if (!row || row.status !== 'succeeded')
        throw new ProviderError('resource_missing', PAYMENT_MESSAGES.paymentNotFound);
      if (await refundRecorded(tx.db, id)) return { id, status: 'succeeded' };
      if (input.amount <= 0 || refundedOf(row) + input.amount > row.amount)
        throw new ProviderError('amount_too_large', PAYMENT_MESSAGES.refundTooLarge);
      await addRefund(tx.db, row.id, id, input.amount, tx.clock.now());
      return { id, status: 'succeeded' };
    });
  }

  verifyWebhook(ctx: Context, rawBody: string, signature: string | undefined): VerifiedEvent | null {
    if (!signatureValid(ctx.config.payments.webhookSecret, signature, rawBody, ctx.clock.now())) return null;
    const event = parseEvent(rawBody);
    if (!event) return null;
    const object = event.data.object;
    const status = object.status;
    const intent: ProviderIntent | null =
      event.type.startsWith('payment_intent.') &&
      (status === 'succeeded' || status === 'failed' || status === 'requires_action')
        ? {
            id: object.id,
            status,
            amount: object.amount,
            currency: object.currency,
            metadata: object.metadata,
            ...(object.last_payment_error && {
              decline_code: object.last_payment_error.code,
              decline_message: object.last_payment_error.message,
            }),
          }
        : null;
    return { id: event.id, type: event.type, intent };
  }

  /** Payouts reach the expert's bank at once in the sandbox; the same key always names the same payout. */
  async createPayout(
    _ctx: Context,
    input: { amount: number; currency: string; expertId: number; idempotency_key: string },
  ): Promise<ProviderPayout> {
    const id = createHash('sha256').update(`payout:${input.idempotency_key}`).digest('hex').slice(0, 24);
    return { id: `po_sandbox_${id}`, status: 'paid' };
  }

  /** Queues the intent's event with the change that caused it. */
  private async send(tx: Context, row: SandboxPaymentIntentRow): Promise<void> {
    await tx.jobs.enqueue(tx, SANDBOX_DELIVER_JOB, { event: eventFor(row, tx.clock.now()) });
  }
}
