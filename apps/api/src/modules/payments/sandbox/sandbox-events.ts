import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentEvent } from '@fertilia/contracts';
import type { SandboxPaymentIntentRow } from '../../../db/schema';
import { testCardById, AUTHENTICATION_FAILURE } from './sandbox-cards';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';

/** The job that delivers one signed event to our webhook route. */
export const SANDBOX_DELIVER_JOB = 'payments.sandbox-deliver-event';
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/** The failure an intent reports, as Stripe's `last_payment_error`. */
export function lastPaymentError(row: SandboxPaymentIntentRow): { code: string; message: string } | null {
  if (row.status !== 'failed') return null;
  if (row.declineCode === AUTHENTICATION_FAILURE)
    return { code: AUTHENTICATION_FAILURE, message: PAYMENT_MESSAGES.authenticationFailed };
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
