import type { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notFound,
  type NotificationActionResponse,
  type NotificationPage,
  type NotificationPreferencesResponse,
  type NotificationType,
  type UnreadCountByTypeResponse,
  type UnreadCountResponse,
  type notificationListQuery,
  type notificationPreferencesUpdateSchema,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { toNotification } from './dto';
import { applyPreferences, preferencesOf } from './preferences';
import {
  deleteNotification,
  findNotification,
  listNotifications,
  markRead,
  unreadCount,
  unreadCountsByType,
} from './repo';

/*
 * The signed-in member's own notifications: every call reads and changes only hers (`ctx.actor`).
 */

export type NotificationListOptions = z.output<typeof notificationListQuery>;
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

export async function listPage(ctx: MemberContext, page: NotificationListOptions): Promise<NotificationPage> {
  const memberId = ctx.actor.id;
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(ctx.db, memberId, { skip: page.skip, limit: page.limit, unreadOnly: page.unread_only }),
    unreadCount(ctx.db, memberId),
  ]);
  return { items: rows.map(toNotification), total, unread_count: unread, skip: page.skip, limit: page.limit };
}

export const unreadOf = async (ctx: MemberContext): Promise<UnreadCountResponse> => ({
  unread_count: await unreadCount(ctx.db, ctx.actor.id),
});

export async function unreadByType(ctx: MemberContext): Promise<UnreadCountByTypeResponse> {
  const counts = new Map((await unreadCountsByType(ctx.db, ctx.actor.id)).map((r) => [r.type, r.n]));
  const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, counts.get(t) ?? 0])) as Record<
    NotificationType,
    number
  >;
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), by_type: byType };
}

/** The answer of every change: after one, her other tabs and devices hear the new count. */
async function answer(
  ctx: MemberContext,
  message: string,
  updated: number,
): Promise<NotificationActionResponse> {
  if (updated > 0) await ctx.notifications.pushUnreadCount(ctx.actor.id);
  return { message, updated_count: updated, unread_count: await unreadCount(ctx.db, ctx.actor.id) };
}

/** Someone else's notification is answered exactly like a missing one. Marking a read one again is fine. */
export async function markOneRead(ctx: MemberContext, id: number): Promise<NotificationActionResponse> {
  const found = await findNotification(ctx.db, id);
  if (!found || found.userId !== ctx.actor.id) throw notFound(NOTIFICATION_MESSAGES.notFound);
  const updated = await markRead(ctx.db, ctx.actor.id, [id]);
  return answer(ctx, NOTIFICATION_MESSAGES.markedRead, updated);
}

/** Ids that are not the member's, or already read, are skipped; none unread → 'No unread notifications'. */
export async function markManyRead(ctx: MemberContext, ids: number[]): Promise<NotificationActionResponse> {
  const updated = await markRead(ctx.db, ctx.actor.id, [...new Set(ids)]);
  return answer(
    ctx,
    updated ? NOTIFICATION_MESSAGES.markedManyRead(updated) : NOTIFICATION_MESSAGES.noUnread,
    updated,
  );
}

export async function markAllRead(ctx: MemberContext): Promise<NotificationActionResponse> {
  const updated = await markRead(ctx.db, ctx.actor.id, null);
  return answer(ctx, updated ? NOTIFICATION_MESSAGES.allMarkedRead : NOTIFICATION_MESSAGES.noUnread, updated);
}

export async function remove(ctx: MemberContext, id: number): Promise<NotificationActionResponse> {
  const memberId = ctx.actor.id;
  const found = await findNotification(ctx.db, id);
  if (!found || found.userId !== memberId || !(await deleteNotification(ctx.db, memberId, id)))
    throw notFound(NOTIFICATION_MESSAGES.notFound);
  return answer(ctx, NOTIFICATION_MESSAGES.deleted, found.read ? 0 : 1);
}

export async function preferences(ctx: MemberContext): Promise<NotificationPreferencesResponse> {
  return { preferences: await preferencesOf(ctx.db, ctx.actor.id) };
}

/** Saves the switches and audits each type that changed, in one transaction. */
export async function updatePreferences(
  ctx: MemberContext,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferencesResponse> {
  await inTransaction(ctx, async (tx) => {
    const changes = await applyPreferences(tx.db, tx.actor.id, input, tx.clock.now());
    for (const change of changes) {
      await recordAudit(tx, {
        action: 'notifications.preferences_changed',
        targetUserId: tx.actor.id,
        details: { type: change.type, in_app: change.after.inApp, email: change.after.email },
      });
    }
  });
  return preferences(ctx);
}
