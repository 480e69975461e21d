import {
  NOTIFICATION_EMAIL_WINDOW_MINUTES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_INFO,
  badRequest,
  type NotificationType,
  type NotificationUnsubscribeResponse,
} from '@fertilia/contracts';
import type { NotificationEmailRow } from '../../db/schema';
import { inTransaction, type Context } from '../../http/context';
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
import type { OutgoingMail } from '../../lib/mailer';
import { summaryMail, unsubscribeLink, withUnsubscribe } from './mails';
import { applyPreferences, channelsFor } from './preferences';
import { findRecipient } from './repo';

const WINDOW_MS = NOTIFICATION_EMAIL_WINDOW_MINUTES * 60_000;
/** Pairs handled per flush; the rest wait for the next run. */
const PAIRS_PER_FLUSH = 200;
/** An unsubscribe link keeps working this long (mails are read late). */
const UNSUBSCRIBE_TTL_MS = 180 * 24 * 60 * 60_000;

type Batch = { to: string; userId: number; type: NotificationType; items: NotificationEmailRow[] };

/**
 * Claims one user + type and takes its waiting items, in one transaction. Nothing is mailed to an account
 * that is gone, suspended or unconfirmed, nor when the member has switched the type's e-mails off since
 * the items were queued: those items are dropped without using up the window.
 */
async function claimBatch(
  ctx: Context,
  userId: number,
  type: NotificationType,
  now: Date,
): Promise<Batch | null> {
  return inTransaction(ctx, async ({ db: tx }) => {
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
export async function flushNotificationEmails(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  const pairs = await duePairs(ctx.db, new Date(now.getTime() - WINDOW_MS), PAIRS_PER_FLUSH);
  let sent = 0;
  for (const { userId, type } of pairs) {
    const batch = await claimBatch(ctx, userId, type, now).catch((err: unknown) => {
      ctx.log.warn({ err, type }, 'notification mail not claimed');
      return null;
    });
    if (!batch) continue;
    try {
      const url = await newUnsubscribeUrl(ctx, userId, type);
      await ctx.deps.mailer.send(summaryMail(ctx.config, batch.to, type, batch.items, url));
      sent += 1;
    } catch (err) {
      // Back in the queue: the next window retries them.
      ctx.log.warn({ err, type }, 'notification mail not sent');
      await restoreItems(ctx.db, batch.items).catch((e: unknown) =>
        ctx.log.error({ err: e }, 'notification mail items lost'),
      );
    }
  }
  return sent;
}

/** A fresh one-click unsubscribe link for the member's mails of one type. */
async function newUnsubscribeUrl(ctx: Context, userId: number, type: NotificationType): Promise<string> {
  const token = newOpaqueToken();
  const now = ctx.clock.now();
  await insertUnsubscribeToken(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    type,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TTL_MS),
  });
  return unsubscribeLink(ctx.config, token);
}

/**
 * Sends, at once, a mail of one notification type that a module wrote itself (an appointment's calendar
 * invitation): only to an active, confirmed account whose settings allow e-mails of that type, with the
 * summary mails' signature, settings line and one-click unsubscribe. `compose` gets her address. A failure
 * throws, so the caller's job is retried. Answers whether it was sent.
 */
export async function sendMemberMail(
  ctx: Context,
  input: { userId: number; type: NotificationType; compose: (to: string) => OutgoingMail },
): Promise<boolean> {
  const recipient = await findRecipient(ctx.db, input.userId);
  if (!recipient || recipient.status !== 'active' || !recipient.confirmed) return false;
  if (!(await channelsFor(ctx.db, input.userId, input.type)).email) return false;
  const url = await newUnsubscribeUrl(ctx, input.userId, input.type);
  await ctx.deps.mailer.send(withUnsubscribe(ctx.config, input.type, input.compose(recipient.email), url));
  return true;
}

async function unsubscribeTarget(ctx: Context, token: string) {
  const row = await findUnsubscribeToken(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
  const { label } = NOTIFICATION_TYPE_INFO[row.type];
  return { type: row.type, label, userId: row.userId };
}

/** What an unsubscribe link would switch off (GET shows this before the member confirms). */
export async function describeUnsubscribe(
  ctx: Context,
  token: string,
): Promise<NotificationUnsubscribeResponse> {
  const { type, label } = await unsubscribeTarget(ctx, token);
  return { message: NOTIFICATION_MESSAGES.unsubscribed(label), type, label };
}

/** One click, no sign-in (RFC 8058): the type's e-mails go off. Repeating it changes nothing. Audited. */
export async function unsubscribe(ctx: Context, token: string): Promise<NotificationUnsubscribeResponse> {
  const target = await unsubscribeTarget(ctx, token);
  await inTransaction(ctx, async (tx) => {
    const changes = await applyPreferences(
      tx.db,
      target.userId,
      { preferences: [{ type: target.type, email: false }] },
      tx.clock.now(),
    );
    if (changes.length === 0) return;
    // The link's owner acts: nobody is signed in, the token is the proof.
    await recordAudit(tx, {
      action: 'notifications.unsubscribed',
      actorId: target.userId,
      targetUserId: target.userId,
      details: { type: target.type },
    });
  });
  return {
    message: NOTIFICATION_MESSAGES.unsubscribed(target.label),
    type: target.type,
    label: target.label,
  };
}
