import { formatMoney, invoiceNumberOf, type NotificationNotice } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { sendMemberMail } from '../notifications/email-service';
import { findInvoice, findSubscription } from './subscription-repo';

/*
 * What a subscription tells its member (ADR 017): in the app at once, and by a mail of its own — a receipt for
 * every payment, a warning when a renewal is declined, and a note when it ends. payment_update is always
 * shown and always mailed: a money record is not left to the batched summary.
 */

export const SUBSCRIPTION_MAIL_JOB = 'subscriptions.mail';
export type SubscriptionEvent = 'paid' | 'renewal_failed' | 'ended';
export type SubscriptionMailJob = {
  subscriptionId: number;
  invoiceId: number | null;
  event: SubscriptionEvent;
};

type Tx = Context & { db: Transaction };
export const SUBSCRIPTIONS_PAGE = '/subscriptions';

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
const card = (row: { cardBrand: string | null; cardLast4: string | null }) =>
  row.cardLast4 ? `${row.cardBrand ?? 'card'} •••• ${row.cardLast4}` : 'your card';

type Wording = { title: string; lines: string[] };

function wording(
  sub: SubscriptionRow,
  invoice: SubscriptionInvoiceRow | undefined,
  event: SubscriptionEvent,
): Wording | null {
  if (event === 'paid' && invoice?.paidAt)
    return {
      title: `Receipt ${invoiceNumberOf(invoice.id)}`,
      lines: [
        `We received ${formatMoney(invoice)} for ${invoice.planName}, ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}, paid with ${card(invoice)} on ${day(invoice.paidAt)}.`,
        sub.cancelAtPeriodEnd
          ? `Your plan ends on ${day(invoice.periodEnd)}; nothing more will be charged.`
          : `It renews on ${day(invoice.periodEnd)} unless you cancel before then.`,
      ],
    };
  if (event === 'renewal_failed' && invoice)
    return {
      title: 'Your subscription payment was declined',
      lines: [
        `We could not charge ${card(sub)} ${formatMoney(invoice)} for ${invoice.planName}: ${sub.failureMessage ?? 'the card was declined'}.`,
        sub.nextAttemptAt && sub.graceEndsAt
          ? `We will try again on ${day(sub.nextAttemptAt)}; your plan stays until ${day(sub.graceEndsAt)}. Changing your card tries again at once.`
          : 'Changing your card tries again at once.',
      ],
    };
  if (event === 'ended')
    return {
      title: `Your ${sub.planName} plan has ended`,
      lines: [
        sub.cancelAtPeriodEnd
          ? `As you asked, your ${sub.planName} subscription ended on ${day(sub.endedAt ?? sub.updatedAt)}. Nothing more will be charged.`
          : `Your ${sub.planName} subscription ended on ${day(sub.endedAt ?? sub.updatedAt)} because its renewal could not be paid.`,
        'Your account and everything in it stay; you can subscribe again from the pricing page at any time.',
      ],
    };
  return null;
}

/** Tells her in the app and queues her mail, with the change: only if it commits. */
export async function tellSubscriber(
  tx: Tx,
  sub: SubscriptionRow,
  invoice: SubscriptionInvoiceRow | undefined,
  event: SubscriptionEvent,
): Promise<void> {
  const text = wording(sub, invoice, event);
  if (!sub.userId || !text) return;
  const notice: NotificationNotice = {
    userId: sub.userId,
    type: 'payment_update',
    title: text.title,
    message: text.lines.join(' '),
    link: SUBSCRIPTIONS_PAGE,
    mailedSeparately: true,
  };
  await tx.notifications.notify(notice, tx.db);
  const job: SubscriptionMailJob = { subscriptionId: sub.id, invoiceId: invoice?.id ?? null, event };
  await tx.jobs.enqueue(tx, SUBSCRIPTION_MAIL_JOB, job, {
    dedupeKey: `${sub.id}:${invoice?.id ?? 0}:${event}:${invoice?.attempts ?? 0}`,
  });
}

/** The job: her mail, worded from the subscription as it stands when it runs. */
export async function sendSubscriptionMail(ctx: Context, job: SubscriptionMailJob): Promise<void> {
  const sub = await findSubscription(ctx.db, job.subscriptionId);
  const invoice = job.invoiceId === null ? undefined : await findInvoice(ctx.db, job.invoiceId);
  const text = sub && wording(sub, invoice, job.event);
  if (!sub?.userId || !text) return;
  const page = `${ctx.config.publicUrl}${SUBSCRIPTIONS_PAGE}`;
  await sendMemberMail(ctx, {
    userId: sub.userId,
    type: 'payment_update',
    compose: (to) => ({
      to,
      subject: `Fertilia: ${text.title}`,
      text: ['Hello,', '', ...text.lines, '', `Your subscription: ${page}`, ''].join('\n'),
    }),
  });
}
