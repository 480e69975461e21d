import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paymentEventSchema, type PaymentEvent } from '@fertilia/contracts';
import type { SandboxPaymentIntentRow } from '../../../db/schema';
import { testCardById, AUTHENTICATION_FAILURE, AUTHENTICATION_REQUIRED } from './sandbox-cards';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';

/** The job that delivers one signed event to our webhook route. */
export const SANDBOX_DELIVER_JOB = 'payments.sandbox-deliver-event';
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/** The failure an intent reports, as Stripe's `last_payment_error`. */
export function lastPaymentError(row: SandboxPaymentIntentRow): { code: string; message: string } | null {
  if (row.status !== 'failed') return null;
  if (row.declineCode === AUTHENTICATION_FAILURE)
    return { code: AUTHENTICATION_FAILURE, message: PAYMENT_MESSAGES.authenticationFailed };
  if (row.declineCode === AUTHENTICATION_REQUIRED)
    return { code: AUTHENTICATION_REQUIRED, message: PAYMENT_MESSAGES.authenticationRequired };
  const card = testCardById(row.paymentMethod);
  return {
    code: row.declineCode ?? 'card_declined',
    message: card?.declineMessage ?? PAYMENT_MESSAGES.cardDeclined,
  };
}

/** The event Stripe would send for an intent that reached `succeeded` or `failed`. */
export function eventFor(row: SandboxPaymentIntentRow, now: Date): PaymentEvent {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    type: row.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        metadata: row.metadata,
        last_payment_error: lastPaymentError(row),
      },
    },
  };
}

/** Stripe's signature scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signPayload(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Stripe's tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** Checks the `t=…,v1=…` signature over "<t>.<raw body>" within the tolerance of `now`. */
export function signatureValid(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([name]) => name === 't')?.[1];
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  const age = Math.abs(Math.floor(now.getTime() / 1000) - Number(t));
  if (age > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
}

/** The event in a body whose signature was checked; null when it is not an event of ours. */
export function parseEvent(rawBody: string): PaymentEvent | null {
  try {
    const parsed = paymentEventSchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
