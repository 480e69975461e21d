import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_EMAIL_WINDOW_MINUTES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_INFO,
  type NotificationType,
} from '@fertilia/contracts';
import type { NotificationEmailRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import {
  claimPair,
  duePairs,
  findUnsubscribeToken,
  insertUnsubscribeToken,
  restoreItems,
  takeItems,
} from './email-repo';
import { summaryMail, unsubscribeLink } from './mails';
import { applyPreferences, channelsFor } from './preferences';
import { findRecipient } from './repo';

const WINDOW_MS = NOTIFICATION_EMAIL_WINDOW_MINUTES * 60_000;
/** Pairs handled per flush; the rest wait for the next run. */
const PAIRS_PER_FLUSH = 200;
/** An unsubscribe link keeps working this long (mails are read late). */
const UNSUBSCRIBE_TTL_MS = 180 * 24 * 60 * 60_000;

export type FlushContext = { deps: AppDeps; log: FastifyBaseLogger };

type Batch = { to: string; userId: number; type: NotificationType; items: NotificationEmailRow[] };

/**
 * Claims one user + type and takes its waiting items, in one transaction. Nothing is mailed to an account
 * that is gone, suspended or unconfirmed, nor when the member has switched the type's e-mails off since
 * the items were queued: those items are dropped without using up the window.
 */
async function claimBatch(
  ctx: FlushContext,
  userId: number,
  type: NotificationType,
  now: Date,
): Promise<Batch | null> {
  return ctx.deps.db.db.transaction(async (tx) => {
    const recipient = await findRecipient(tx, userId);
    const allowed =
      recipient &&
      recipient.status === 'active' &&
      recipient.confirmed &&
      (await channelsFor(tx, userId, type)).email;
    if (!allowed) {
      await takeItems(tx, userId, type);
      return null;
    }
    if (!(await claimPair(tx, userId, type, now, new Date(now.getTime() - WINDOW_MS)))) return null;
    const items = await takeItems(tx, userId, type);
    return items.length ? { to: recipient.email, userId, type, items } : null;
  });
}

/**
 * Sends what is due: at most one mail per member and type per window, summarising every item queued
 * meanwhile. Safe to run in several processes at once (see claimPair). Returns the number of mails sent.
 */
export async function flushNotificationEmails(ctx: FlushContext): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const pairs = await duePairs(deps.db.db, new Date(now.getTime() - WINDOW_MS), PAIRS_PER_FLUSH);
  let sent = 0;
  for (const { userId, type } of pairs) {
    const batch = await claimBatch(ctx, userId, type, now).catch((err: unknown) => {
      ctx.log.warn({ err, type }, 'notification mail not claimed');
      return null;
    });
    if (!batch) continue;
    try {
      const token = newOpaqueToken();
      await insertUnsubscribeToken(deps.db.db, {
        tokenHash: hashToken(token),
        userId,
        type,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TTL_MS),
      });
      await deps.mailer.send(
        summaryMail(deps.config, batch.to, type, batch.items, unsubscribeLink(deps.config, token)),
      );
      sent += 1;
    } catch (err) {
      // Back in the queue: the next window retries them.
      ctx.log.warn({ err, type }, 'notification mail not sent');
      await restoreItems(deps.db.db, batch.items).catch((e: unknown) =>
        ctx.log.error({ err: e }, 'notification mail items lost'),
      );
    }
  }
  return sent;
}

/** What an unsubscribe link would switch off (GET shows this before the member confirms). */
export async function describeUnsubscribe(deps: AppDeps, token: string) {
  const row = await findUnsubscribeToken(deps.db.db, hashToken(token), deps.clock.now());
  if (!row) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
  const { label } = NOTIFICATION_TYPE_INFO[row.type];
  return { type: row.type, label, userId: row.userId };
}

/** One click, no sign-in (RFC 8058): the type's e-mails go off. Repeating it changes nothing. Audited. */
export async function unsubscribe(deps: AppDeps, token: string, ip: string | null) {
  const target = await describeUnsubscribe(deps, token);
  await deps.db.db.transaction(async (tx) => {
    const changes = await applyPreferences(
      tx,
      target.userId,
      { preferences: [{ type: target.type, email: false }] },
      deps.clock.now(),
    );
    if (changes.length === 0) return;
    await recordAudit(tx, {
      action: 'notifications.unsubscribed',
      actorId: target.userId,
      targetUserId: target.userId,
      ip,
      details: { type: target.type },
    });
  });
  return {
    message: NOTIFICATION_MESSAGES.unsubscribed(target.label),
    type: target.type,
    label: target.label,
  };
}
