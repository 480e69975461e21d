import { MESSAGES } from '@fertilia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { sendQuietly } from '../../lib/send-quietly';
import { newsletterConfirmLink, newsletterConfirmMail, newsletterUnsubscribeLink } from './mails';
import {
  confirmSubscriptionByToken,
  insertPendingSubscription,
  renewPendingSubscription,
  unsubscribeByToken,
} from './repo';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * Double opt-in. A new, pending or unsubscribed address gets a fresh confirmation mail (earlier links stop
 * working: only the hashes of the newest tokens are kept); a confirmed address is left alone. The caller
 * always gets the same answer, so the form does not reveal who is subscribed.
 */
export async function subscribeToNewsletter(
  ctx: Ctx,
  email: string,
  consentMarketing: boolean,
): Promise<void> {
  const confirmToken = newOpaqueToken();
  const unsubscribeToken = newOpaqueToken();
  const tokens = {
    consentMarketing,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };
  const { db } = ctx.deps;
  const pending = await db.db.transaction(
    async (tx) =>
      (await insertPendingSubscription(tx, email, tokens)) ??
      (await renewPendingSubscription(tx, email, tokens)),
  );
  if (!pending) return;
  const { config } = ctx.deps;
  sendQuietly(
    ctx,
    newsletterConfirmMail(
      email,
      newsletterConfirmLink(config, confirmToken),
      newsletterUnsubscribeLink(config, unsubscribeToken),
    ),
  );
}

export async function confirmNewsletter(ctx: Ctx, token: string): Promise<void> {
  const row = await confirmSubscriptionByToken(ctx.deps.db.db, hashToken(token), ctx.deps.clock.now());
  if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid);
}

export async function unsubscribeNewsletter(ctx: Ctx, token: string): Promise<void> {
  const row = await unsubscribeByToken(ctx.deps.db.db, hashToken(token), ctx.deps.clock.now());
  if (!row) throw badRequest(MESSAGES.newsletterLinkInvalid);
}
