import {
  IDEMPOTENCY_HEADER,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENTS_MERCHANT,
  badRequest,
  conflict,
  formatMoney,
  invalidField,
  notFound,
  paymentRequired,
  type CardDetails,
  type Payment,
  type PaymentMethod,
  type SandboxIntent,
  type TopUpCreate,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import type { Http } from '../../http/route';
import {
  REPLAYED_HEADER,
  STILL_RUNNING,
  idempotencyKeyOf,
  requestFingerprint,
} from '../ledger/idempotency-service';
import {
  claimKey,
  findKey,
  notePending,
  ownedAccount,
  postEntry,
  storeAnswer,
  systemAccount,
} from '../ledger/ledger-service';
import {
  ProviderError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider';
import { paymentDto } from './payments-dto';
import { settlementHandler } from './payment-settlement-service';
import {
  findPayment,
  insertPayment,
  lockPayment,
  recordWebhookEvent,
  updateOpenPayment,
} from './payments-repo';

const PAYMENT_REQUIRED = 402;

/** The card form's details to a payment method; the number and CVC go no further than the provider. */
export async function createPaymentMethod(
  ctx: MemberContext,
  provider: PaymentProvider,
  card: { number: string; exp_month: number; exp_year: number; cvc: string } & Partial<CardDetails>,
): Promise<PaymentMethod> {
  try {
    return await provider.createPaymentMethod(ctx, {
      number: card.number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
    });
  } catch (error) {
    if (error instanceof ProviderError) throw paymentRequired(error.message);
    throw error;
  }
}

/** Brings a payment up to what the provider says of its intent, once: the first to settle posts the entry. */
export async function applyIntent(
  tx: Context & { db: Transaction },
  paymentId: number,
  intent: Pick<
    ProviderIntent,
    'id' | 'status' | 'amount' | 'next_action_url' | 'decline_code' | 'decline_message'
  >,
): Promise<PaymentRow | undefined> {
  const payment = await lockPayment(tx.db, paymentId);
  if (!payment) return undefined;
  if (payment.status === 'succeeded' || payment.status === 'failed') return payment;
  if (intent.amount !== payment.amount) {
    tx.log.error(
      { paymentId, intentId: intent.id },
      'provider intent amount differs from the payment; ignored',
    );
    return payment;
  }
  const now = tx.clock.now();
  if (intent.status === 'requires_action') {
    if (payment.status === 'requires_action') return payment;
    return (
      (await updateOpenPayment(tx.db, paymentId, {
        status: 'requires_action',
        providerPaymentId: intent.id,
        nextActionUrl: intent.next_action_url ?? null,
        updatedAt: now,
      })) ?? payment
    );
  }
  if (intent.status === 'failed') {
    const failed =
      (await updateOpenPayment(tx.db, paymentId, {
        status: 'failed',
        providerPaymentId: intent.id,
        failureCode: intent.decline_code ?? 'card_declined',
        failureMessage: intent.decline_message ?? PAYMENT_MESSAGES.cardDeclined,
        nextActionUrl: null,
        updatedAt: now,
      })) ?? payment;
    if (failed.purpose !== 'top_up') await settlementHandler(failed.purpose).failed(tx, failed);
    return failed;
  }
  if (payment.purpose !== 'top_up') {
    const entryId = await settlementHandler(payment.purpose).succeeded(tx, payment);
    return (
      (await updateOpenPayment(tx.db, paymentId, {
        status: 'succeeded',
        providerPaymentId: intent.id,
        nextActionUrl: null,
        entryId,
        updatedAt: now,
      })) ?? payment
    );
  }
  if (payment.userId === null) {
    tx.log.error({ paymentId }, 'a top-up of a deleted account succeeded; left for finance');
    return payment;
  }
  return creditTopUp(tx, { ...payment, userId: payment.userId }, intent.id);
}

/** A top-up that succeeded: the card's money (at the provider) becomes her wallet's, once. */
async function creditTopUp(
  tx: Context & { db: Transaction },
  payment: PaymentRow & { userId: number },
  intentId: string,
): Promise<PaymentRow> {
  const funds = await ownedAccount(tx.db, 'member_funds', payment.userId, payment.currency);
  const clearing = await systemAccount(tx.db, 'provider_clearing', payment.currency);
  const entryId = await postEntry(tx.db, {
    kind: 'top_up',
    at: tx.clock.now(),
    memo: `Card top-up${payment.cardLast4 ? ` (${payment.cardBrand ?? 'card'} •••• ${payment.cardLast4})` : ''}`,
    paymentId: payment.id,
    actorId: payment.userId,
    lines: [
      { account: clearing, amount: payment.amount },
      { account: funds, amount: -payment.amount },
    ],
  });
  const settled = await updateOpenPayment(tx.db, payment.id, {
    status: 'succeeded',
    providerPaymentId: intentId,
    nextActionUrl: null,
    entryId,
    updatedAt: tx.clock.now(),
  });
  await tx.notifications.notify(
    {
      userId: payment.userId,
      type: 'payment_update',
      title: 'Wallet topped up',
      message: `${formatMoney(payment)} was added to your wallet.`,
      link: '/wallet',
    },
    tx.db,
  );
  return settled ?? payment;
}

type Pending = { payment_id: number };
type Started = { paymentId: number } | { replay: { statusCode: number; response: unknown } };

function answerReplay<T>(http: Http, replay: { statusCode: number; response: unknown }): T {
  http.reply.header(REPLAYED_HEADER, 'true');
  if (replay.statusCode === PAYMENT_REQUIRED)
    throw paymentRequired((replay.response as { detail: string }).detail);
  return replay.response as T;
}

/** What a card charge is for, told to `chargeIdempotently` by the module that asks for it. */
export type Charge<P, T> = {
  /** Before the key is claimed, outside any transaction: checks, and calls to the provider (saving a card). */
  prepare(ctx: MemberContext): Promise<P>;
  /** In the key's transaction: the rows of the purchase and its payment (status created). */
  record(tx: MemberContext & { db: Transaction }, prepared: P): Promise<PaymentRow>;
  /** Her customer and whether she is present, read back from the rows (a resumed request has no `prepare`). */
  intentExtras(
    ctx: MemberContext,
    payment: PaymentRow,
  ): Promise<Pick<CreateIntentInput, 'customer' | 'off_session'>>;
  /** In the settling transaction, once the intent is applied and did not fail: the answer to keep on the key. */
  answer(tx: MemberContext & { db: Transaction }, payment: PaymentRow): Promise<T>;
  /** The 402's detail when the card was declined. */
  failure(payment: PaymentRow): string;
};

/**
 * A card charge once per Idempotency-Key (ADR 016), in three phases so the card is never charged inside a
 * transaction: (1) the key is claimed and the payment recorded as created; (2) the provider is asked, with
 * our payment id as its idempotency key; (3) the outcome is settled and the answer kept on the key. A retry
 * after a crash between phases finds the payment on the key and finishes it; a webhook that comes first
 * settles it, and the conditional settlement posts the entry once whoever comes second.
 */
export async function chargeIdempotently<P, T>(
  ctx: MemberContext,
  provider: PaymentProvider,
  http: Http,
  charge: Charge<P, T>,
): Promise<T> {
  const key = idempotencyKeyOf(http);
  const { operation, requestHash } = requestFingerprint(http);
  const userId = ctx.actor.id;

  const earlierOf = async (db: MemberContext['db']): Promise<Started | null> => {
    const earlier = await findKey(db, userId, key);
    if (!earlier) return null;
    if (earlier.operation !== operation || earlier.requestHash !== requestHash)
      throw invalidField('header', IDEMPOTENCY_HEADER, MONEY_MESSAGES.idempotencyKeyReused);
    if (earlier.statusCode !== null)
      return { replay: { statusCode: earlier.statusCode, response: earlier.response } };
    const pending = earlier.response as Pending | null;
    if (!pending?.payment_id) throw conflict(STILL_RUNNING);
    return { paymentId: pending.payment_id };
  };

  let started = await earlierOf(ctx.db);
  if (!started) {
    const prepared = await charge.prepare(ctx);
    started = await inTransaction(ctx, async (tx): Promise<Started> => {
      if (!(await claimKey(tx.db, { userId, key, operation, requestHash, createdAt: tx.clock.now() }))) {
        const earlier = await earlierOf(tx.db);
        if (!earlier) throw conflict(STILL_RUNNING);
        return earlier;
      }
      const payment = await charge.record(tx, prepared);
      await notePending(tx.db, userId, key, { payment_id: payment.id } satisfies Pending);
      return { paymentId: payment.id };
    });
  }
  if ('replay' in started) return answerReplay<T>(http, started.replay);
  const { paymentId } = started;

  const payment = (await findPayment(ctx.db, paymentId))!;
  const intent = await askProvider(ctx, provider, payment, await charge.intentExtras(ctx, payment));

  const settled = await inTransaction(ctx, async (tx) => {
    const row = (await applyIntent(tx, paymentId, intent))!;
    if (row.status === 'failed') {
      const detail = charge.failure(row);
      await storeAnswer(tx.db, userId, key, PAYMENT_REQUIRED, { detail });
      return { failed: detail, answer: null } as const;
    }
    const answer = await charge.answer(tx, row);
    await storeAnswer(tx.db, userId, key, 201, answer);
    return { failed: null, answer } as const;
  });
  if (settled.failed !== null) throw paymentRequired(settled.failed);
  return settled.answer as T;
}

/**
 * Asks the provider to charge a recorded payment, keyed by its id (a retry never charges twice); a refusal
 * outright (an unknown payment method) comes back as a failed intent, to be settled like a decline.
 */
async function askProvider(
  ctx: Context,
  provider: PaymentProvider,
  payment: PaymentRow,
  extras: Pick<CreateIntentInput, 'customer' | 'off_session'>,
): Promise<ProviderIntent> {
  try {
    return await provider.createPaymentIntent(ctx, {
      amount: payment.amount,
      currency: payment.currency,
      payment_method: payment.paymentMethod,
      idempotency_key: `payment-${payment.id}`,
      metadata: { payment_id: String(payment.id), purpose: payment.purpose },
      ...extras,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return refusedIntent(payment, error);
  }
}

/** A charge the provider refused outright (an unknown payment method): recorded as a failed intent. */
export const refusedIntent = (payment: PaymentRow, error: ProviderError): ProviderIntent => ({
  id: `refused-${payment.id}`,
  status: 'failed',
  amount: payment.amount,
  currency: payment.currency,
  metadata: {},
  decline_code: error.code,
  decline_message: error.message,
});

/** A wallet top-up by card: `chargeIdempotently` with the wallet's rows. */
export function topUp(
  ctx: MemberContext,
  provider: PaymentProvider,
  http: Http,
  body: Required<TopUpCreate>,
): Promise<Payment> {
  return chargeIdempotently(ctx, provider, http, {
    async prepare(ctx) {
      const method = await provider.describePaymentMethod(ctx, body.payment_method_id);
      if (!method) throw invalidField('body', 'payment_method_id', PAYMENT_MESSAGES.paymentMethodUnknown);
      return method;
    },
    async record(tx, method) {
      const now = tx.clock.now();
      return insertPayment(tx.db, {
        userId: tx.actor.id,
        amount: body.amount,
        currency: tx.config.payments.currency,
        provider: provider.name,
        paymentMethod: method.id,
        cardBrand: method.brand,
        cardLast4: method.last4,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      });
    },
    intentExtras: async () => ({}),
    answer: async (_tx, payment) => paymentDto(payment),
    failure: (payment) => payment.failureMessage ?? PAYMENT_MESSAGES.cardDeclined,
  });
}

/** The provider's refusal, for modules that call the provider themselves (payouts, saved cards). */
export { ProviderError } from './payment-provider';

/** For modules that charge cards through `chargeIdempotently` or `chargeUnattended` (subscriptions). */
export { insertPayment, latestPaymentOfInvoice } from './payments-repo';

/**
 * Charges a recorded payment (status created) without the member — a renewal: outside any transaction, keyed
 * by the payment's id (a retry of the same payment never charges twice), then settled like any other.
 */
export async function chargeUnattended(
  ctx: Context,
  provider: PaymentProvider,
  payment: PaymentRow,
  customer: string,
): Promise<PaymentRow> {
  const intent = await askProvider(ctx, provider, payment, { customer, off_session: true });
  return inTransaction(ctx, async (tx) => (await applyIntent(tx, payment.id, intent))!);
}

/** One of her payments; anyone else's is a 404. */
export async function getPayment(ctx: MemberContext, id: number): Promise<Payment> {
  const payment = await findPayment(ctx.db, id);
  if (!payment || payment.userId !== ctx.actor.id) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return paymentDto(payment);
}

/** The intent and our payment it belongs to, when that payment is the caller's. */
async function ownIntent(ctx: MemberContext, provider: PaymentProvider, intentId: string) {
  const intent = await provider.retrievePaymentIntent(ctx, intentId);
  const paymentId = Number(intent?.metadata.payment_id);
  const payment =
    intent && Number.isSafeInteger(paymentId) ? await findPayment(ctx.db, paymentId) : undefined;
  if (!intent || !payment || payment.userId !== ctx.actor.id) throw notFound(PAYMENT_MESSAGES.intentNotFound);
  return { intent, payment };
}

export async function getSandboxIntent(
  ctx: MemberContext,
  provider: PaymentProvider,
  intentId: string,
): Promise<SandboxIntent> {
  const { intent, payment } = await ownIntent(ctx, provider, intentId);
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    merchant: PAYMENTS_MERCHANT,
    status: intent.status,
    payment_id: payment.id,
    purpose: payment.purpose,
    card_brand: payment.cardBrand,
    card_last4: payment.cardLast4,
  };
}

/** The member's answer on the sandbox bank's page; the webhook the provider then sends settles the payment. */
export async function confirmSandboxIntent(
  ctx: MemberContext,
  provider: PaymentProvider,
  intentId: string,
  outcome: 'complete' | 'fail',
): Promise<Payment> {
  const { payment } = await ownIntent(ctx, provider, intentId);
  await provider.authenticate(ctx, intentId, outcome);
  return paymentDto((await findPayment(ctx.db, payment.id))!);
}

/**
 * A provider event: signature checked by the provider it claims to come from (a route for a provider that
 * is not the configured one refuses everything), handled once per event id, the payment settled at most once.
 */
export async function receiveWebhook(
  ctx: Context,
  provider: PaymentProvider,
  route: { provider: string; rawBody: string | undefined; signature: string | undefined },
): Promise<{ received: true }> {
  const event =
    route.provider === provider.name && route.rawBody !== undefined
      ? provider.verifyWebhook(ctx, route.rawBody, route.signature)
      : null;
  if (!event) throw badRequest(PAYMENT_MESSAGES.webhookSignature);
  await inTransaction(ctx, async (tx) => {
    const fresh = await recordWebhookEvent(tx.db, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      receivedAt: tx.clock.now(),
    });
    const intent = event.intent;
    if (!fresh || !intent || (intent.status !== 'succeeded' && intent.status !== 'failed')) return;
    const paymentId = Number(intent.metadata.payment_id);
    if (!Number.isSafeInteger(paymentId) || paymentId <= 0) return;
    await applyIntent(tx, paymentId, intent);
  });
  return { received: true };
}
