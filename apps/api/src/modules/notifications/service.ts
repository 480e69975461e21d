import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationActionResponse,
  type NotificationPage,
  type NotificationPreferencesResponse,
  type NotificationType,
  type UnreadCountByTypeResponse,
  type notificationPreferencesUpdateSchema,
} from '@fertilia/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/service';
import { toNotification } from './dto';
import { pushUnreadCount, type NotifierContext } from './notifier';
import { applyPreferences, preferencesOf } from './preferences';
import {
  deleteNotification,
  findNotification,
  listNotifications,
  markRead,
  unreadCount,
  unreadCountsByType,
} from './repo';

/** The signed-in member; every call reads and changes only her own notifications. */
export type Member = { id: number; ip: string | null };

export async function listPage(
  ctx: NotifierContext,
  member: Member,
  page: { skip: number; limit: number; unread_only: boolean },
): Promise<NotificationPage> {
  const db = ctx.deps.db.db;
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(db, member.id, { skip: page.skip, limit: page.limit, unreadOnly: page.unread_only }),
    unreadCount(db, member.id),
  ]);
  return { items: rows.map(toNotification), total, unread_count: unread, skip: page.skip, limit: page.limit };
}

export const unreadOf = async (ctx: NotifierContext, member: Member) => ({
  unread_count: await unreadCount(ctx.deps.db.db, member.id),
});

export async function unreadByType(ctx: NotifierContext, member: Member): Promise<UnreadCountByTypeResponse> {
  const counts = new Map((await unreadCountsByType(ctx.deps.db.db, member.id)).map((r) => [r.type, r.n]));
  const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, counts.get(t) ?? 0])) as Record<
    NotificationType,
    number
  >;
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), by_type: byType };
}

async function answer(
  ctx: NotifierContext,
  member: Member,
  message: string,
  updated: number,
): Promise<NotificationActionResponse> {
  if (updated > 0) await pushUnreadCount(ctx, member.id);
  return { message, updated_count: updated, unread_count: await unreadCount(ctx.deps.db.db, member.id) };
}

/** Someone else's notification is answered exactly like a missing one. Marking a read one again is fine. */
export async function markOneRead(ctx: NotifierContext, member: Member, id: number) {
  const db = ctx.deps.db.db;
  const found = await findNotification(db, id);
  if (!found || found.userId !== member.id) throw notFound(NOTIFICATION_MESSAGES.notFound);
  const updated = await markRead(db, member.id, [id]);
  return answer(ctx, member, NOTIFICATION_MESSAGES.markedRead, updated);
}

/** Ids that are not the member's, or already read, are skipped; none unread → 'No unread notifications'. */
export async function markManyRead(ctx: NotifierContext, member: Member, ids: number[]) {
  const updated = await markRead(ctx.deps.db.db, member.id, [...new Set(ids)]);
  return answer(
    ctx,
    member,
    updated ? NOTIFICATION_MESSAGES.markedManyRead(updated) : NOTIFICATION_MESSAGES.noUnread,
    updated,
  );
}

export async function markAllRead(ctx: NotifierContext, member: Member) {
  const updated = await markRead(ctx.deps.db.db, member.id, null);
  return answer(
    ctx,
    member,
    updated ? NOTIFICATION_MESSAGES.allMarkedRead : NOTIFICATION_MESSAGES.noUnread,
    updated,
  );
}

export async function remove(ctx: NotifierContext, member: Member, id: number) {
  const found = await findNotification(ctx.deps.db.db, id);
  if (!found || found.userId !== member.id || !(await deleteNotification(ctx.deps.db.db, member.id, id)))
    throw notFound(NOTIFICATION_MESSAGES.notFound);
  return answer(ctx, member, NOTIFICATION_MESSAGES.deleted, found.read ? 0 : 1);
}

export async function preferences(
  ctx: NotifierContext,
  member: Member,
): Promise<NotificationPreferencesResponse> {
  return { preferences: await preferencesOf(ctx.deps.db.db, member.id) };
}

/** Saves the switches and audits each type that changed, in one transaction. */
export async function updatePreferences(
  ctx: NotifierContext,
  member: Member,
  input: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferencesResponse> {
  const db = ctx.deps.db.db;
  await db.transaction(async (tx) => {
    const changes = await applyPreferences(tx, member.id, input, ctx.deps.clock.now());
    for (const change of changes) {
      await recordAudit(tx, {
        action: 'notifications.preferences_changed',
        actorId: member.id,
        targetUserId: member.id,
        ip: member.ip,
        details: { type: change.type, in_app: change.after.inApp, email: change.after.email },
      });
    }
  });
  return preferences(ctx, member);
}
