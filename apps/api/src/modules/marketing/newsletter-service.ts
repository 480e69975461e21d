import type { z } from 'zod';
import { MESSAGES, badRequest, type newsletterSubscribeSchema } from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { sendQuietly } from '../../lib/send-quietly';
import { newsletterConfirmLink, newsletterConfirmMail, newsletterUnsubscribeLink } from './mails';
import {
  confirmSubscriptionByToken,
  insertPendingSubscription,
  renewPendingSubscription,
  unsubscribeByToken,
} from './repo';

export type NewsletterSubscription = z.output<typeof newsletterSubscribeSchema>;

/**
 * Double opt-in. A new, pending or unsubscribed address gets a fresh confirmation mail (earlier links stop
 * working: only the hashes of the newest tokens are kept); a confirmed address is left alone. The caller
 * always gets the same answer, so the form does not reveal who is subscribed.
 */
export async function subscribeToNewsletter(
  ctx: Context,
  { email, consent_marketing }: NewsletterSubscription,
): Promise<void> {
  const confirmToken = newOpaqueToken();
  const unsubscribeToken = newOpaqueToken();
  const tokens = {
    consentMarketing: consent_marketing,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };
  const pending = await inTransaction(
    ctx,
    async (tx) =>
      (await insertPendingSubscription(tx.db, email, tokens)) ??
      (await renewPendingSubscription(tx.db, email, tokens)),
  );
  if (!pending) return;
  sendQuietly(
    ctx,
    newsletterConfirmMail(
      email,
      newsletterConfirmLink(ctx.config, confirmToken),
      newsletterUnsubscribeLink(ctx.config, unsubscribeToken),
    ),
  );
}

export async function confirmNewsletter(ctx: Context, token: string): Promise<void> {
  const row = await confirmSubscriptionByToken(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid);
}

export async function unsubscribeNewsletter(ctx: Context, token: string): Promise<void> {
  const row = await unsubscribeByToken(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid);
}
