import { invoiceNumberOf, type PlanEntitlement } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { postEntry, systemAccount } from '../ledger/ledger-service';
import type { SettlementHandler } from '../payments/payment-settlement-service';
import { graceEndsAt, nextRetryAt } from './periods';
import { tellSubscriber } from './subscription-notices';
import {
  lockInvoice,
  lockSubscription,
  planEntitlementsOf,
  updateInvoice,
  updateSubscription,
} from './subscription-repo';

type Tx = Context & { db: Transaction };

/**
 * What a subscription's card payment does when it settles (ADR 017), in the settling transaction. The
 * payments module calls it for payments of purpose 'subscription', from the request, the renewal job or
 * the provider's webhook, whichever settles the payment first.
 */
export const subscriptionSettlement: SettlementHandler = {
  /** The period is paid: the money is revenue, the invoice a receipt, the subscription runs to its end. */
  async succeeded(tx: Tx, payment: PaymentRow): Promise<number> {
    const invoice = (await lockInvoice(tx.db, payment.invoiceId!))!;
    const sub = (await lockSubscription(tx.db, invoice.subscriptionId))!;
    const clearing = await systemAccount(tx.db, 'provider_clearing', payment.currency);
    const revenue = await systemAccount(tx.db, 'subscription_revenue', payment.currency);
    const entryId = await postEntry(tx.db, {
      kind: 'subscription_payment',
      at: tx.clock.now(),
      memo: `${invoice.planName} subscription, receipt ${invoiceNumberOf(invoice.id)}`,
      paymentId: payment.id,
      actorId: payment.userId,
      lines: [
        { account: clearing, amount: payment.amount },
        { account: revenue, amount: -payment.amount },
      ],
    });
    if (invoice.status !== 'open') {
      // Two tries of one invoice both went through (a webhook long after the sweep gave up): the money is
      // booked as received and finance refunds it from the books; the invoice keeps its first outcome.
      tx.log.error(
        { invoiceId: invoice.id, paymentId: payment.id },
        'a payment of a settled invoice succeeded',
      );
      return entryId;
    }
    const now = tx.clock.now();
    const paid = await updateInvoice(tx.db, invoice.id, {
      status: 'paid',
      paidAt: now,
      entryId,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      failureMessage: null,
      updatedAt: now,
    });
    const entitlements = ((await planEntitlementsOf(tx.db, sub.planId)) ??
      sub.entitlements) as PlanEntitlement[];
    const active = await updateSubscription(tx.db, sub.id, {
      status: 'active',
      anchorAt: sub.anchorAt ?? invoice.periodStart,
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      entitlements,
      nextAttemptAt: null,
      graceEndsAt: null,
      failureMessage: null,
      endedAt: null,
      updatedAt: now,
    });
    await tellSubscriber(tx, active, paid, 'paid');
    return entryId;
  },

  /**
   * A declined first payment ends the subscription before it began (she is told by the answer, or by the
   * page she returns to after 3-D Secure). A declined renewal is tried again on the retry schedule while the
   * plan stays (the grace period); when the last try fails, the subscription ends.
   */
  async failed(tx: Tx, payment: PaymentRow): Promise<void> {
    const invoice = (await lockInvoice(tx.db, payment.invoiceId!))!;
    const sub = (await lockSubscription(tx.db, invoice.subscriptionId))!;
    if (invoice.status !== 'open') return;
    const now = tx.clock.now();
    const failureMessage = payment.failureMessage;
    if (sub.status === 'incomplete') {
      await updateInvoice(tx.db, invoice.id, { status: 'void', failureMessage, updatedAt: now });
      await updateSubscription(tx.db, sub.id, {
        status: 'canceled',
        failureMessage,
        endedAt: now,
        updatedAt: now,
      });
      return;
    }
    const retryAt = nextRetryAt(invoice.periodStart, invoice.attempts);
    if (retryAt === null) {
      const failed = await updateInvoice(tx.db, invoice.id, {
        status: 'failed',
        failureMessage,
        updatedAt: now,
      });
      const ended = await updateSubscription(tx.db, sub.id, {
        status: 'canceled',
        failureMessage,
        nextAttemptAt: null,
        graceEndsAt: null,
        endedAt: now,
        updatedAt: now,
      });
      await tellSubscriber(tx, ended, failed, 'ended');
      return;
    }
    const noted = await updateInvoice(tx.db, invoice.id, { failureMessage, updatedAt: now });
    const overdue = await updateSubscription(tx.db, sub.id, {
      status: 'past_due',
      failureMessage,
      nextAttemptAt: retryAt,
      graceEndsAt: graceEndsAt(invoice.periodStart),
      updatedAt: now,
    });
    await tellSubscriber(tx, overdue, noted, 'renewal_failed');
  },
};
