import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_SOCKET_EVENTS } from '@fertilia/contracts';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx, Transaction } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { toNotification } from './dto';
import { enqueueEmail } from './email-repo';
import type { NotificationHub } from './hub';
import type { GroupRead, Notifier, NotifyInput } from './notify';
import { channelsFor } from './preferences';
import { findNotification, findRecipient, markGroupReadRows, unreadCount, upsertNotification } from './repo';

const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;
const LINK_MAX = 500;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** Only in-app paths: a notification never sends anyone to another site. */
const safeLink = (link: string | null | undefined) =>
  link && link.length <= LINK_MAX && /^\/(?![/\\])\S*$/.test(link) ? link : null;

/** What the notifier adapter is built from, once per app (before any request context exists). */
export type NotifierContext = { deps: AppDeps; hub: NotificationHub; log: FastifyBaseLogger };

/** Tells the member's open sockets about a notification, with the unread count after it. */
export async function pushNotification(ctx: NotifierContext, row: NotificationRow): Promise<void> {
  const count = await unreadCount(ctx.deps.db.db, row.userId);
  await ctx.hub.publish(row.userId, {
    type: NOTIFICATION_SOCKET_EVENTS.notification,
    data: { notification: toNotification(row), unread_count: count },
  });
}

/** After mark-read or delete: the member's other tabs and devices update their badge. */
export async function pushUnreadCount(ctx: NotifierContext, userId: number): Promise<void> {
  try {
    const count = await unreadCount(ctx.deps.db.db, userId);
    await ctx.hub.publish(userId, {
      type: NOTIFICATION_SOCKET_EVENTS.unreadCount,
      data: { unread_count: count },
    });
  } catch (err) {
    ctx.log.warn({ err, userId }, 'unread count not pushed');
  }
}

/**
 * Once the caller's transaction has committed, the row is read back and pushed as it is then: a row read
 * since, or replaced by a newer version of its group (which pushes itself), is not pushed.
 */
async function pushCommitted(ctx: NotifierContext, row: NotificationRow): Promise<void> {
  const found = await findNotification(ctx.deps.db.db, row.id);
  if (found && !found.read && found.createdAt.getTime() === row.createdAt.getTime())
    await pushNotification(ctx, found);
}

/** Writes what the member's preferences allow; the in-app row (if any) is returned for the push. */
async function record(ctx: NotifierContext, db: DbOrTx, input: NotifyInput): Promise<NotificationRow | null> {
  const recipient = await findRecipient(db, input.userId);
  // A suspended or deleted account is told nothing, in the app or by mail.
  if (!recipient || recipient.status !== 'active') return null;
  const channels = await channelsFor(db, input.userId, input.type);
  const text = {
    userId: input.userId,
    type: input.type,
    title: clip(input.title.trim(), TITLE_MAX),
    message: clip(input.message.trim(), MESSAGE_MAX),
    link: safeLink(input.link),
    createdAt: ctx.deps.clock.now(),
  };
  if (channels.email && recipient.confirmed && !input.mailedSeparately) await enqueueEmail(db, text);
  if (!channels.inApp) return null;
  return upsertNotification(db, { ...text, groupKey: input.groupKey ?? null });
}

export function createNotifier(ctx: NotifierContext): Notifier {
  return {
    async notify(input: NotifyInput, tx?: Transaction) {
      try {
        // Inside a caller's transaction: a savepoint, so a failure here never aborts the caller's work.
        const row = tx
          ? await tx.transaction((sp) => record(ctx, sp, input))
          : await record(ctx, ctx.deps.db.db, input);
        if (!row) return;
        const pushed = (delivery: Promise<void>) =>
          delivery.catch((err: unknown) =>
            ctx.log.warn({ err, type: input.type }, 'notification not pushed'),
          );
        if (!tx) return await pushed(pushNotification(ctx, row));
        // Never before the commit: a socket must not hear of a row its member cannot read yet, or ever.
        if (!afterCommit(tx, () => void pushed(pushCommitted(ctx, row))))
          ctx.log.error({ type: input.type }, 'notification not pushed: transaction opened outside the app');
      } catch (err) {
        ctx.log.error({ err, type: input.type }, 'notification not recorded');
      }
    },
    async markGroupRead(input: GroupRead) {
      try {
        const marked = await markGroupReadRows(ctx.deps.db.db, input);
        if (marked > 0) await pushUnreadCount(ctx, input.userId);
        return marked;
      } catch (err) {
        ctx.log.warn({ err, type: input.type }, 'grouped notifications not marked read');
        return 0;
      }
    },
    pushUnreadCount: (userId: number) => pushUnreadCount(ctx, userId),
  };
}
