import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '@fertilia/contracts';
import { notifications } from '../../db/schema';
import { pushUnreadCount, type NotifierContext } from './notifier';
import { notifierContextOf } from './plugin';

export type GroupRead = { userId: number; type: NotificationType; groupKey: string };

/**
 * Marks the member's unread notifications of one type and group key read (e.g. 'conversation_message' +
 * 'conversation:<id>' once she has read that conversation), then pushes the new unread count to her open
 * sockets, as mark-read does. Call it after the caller's transaction has committed. Like notify, it never
 * throws into the caller's request: the notification badge is a side effect of the read, not the read.
 * Returns how many were marked.
 */
export async function markGroupRead(ctx: NotifierContext, input: GroupRead): Promise<number> {
  try {
    const rows = await ctx.deps.db.db
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, input.type),
          eq(notifications.groupKey, input.groupKey),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    if (rows.length > 0) await pushUnreadCount(ctx, input.userId);
    return rows.length;
  } catch (err) {
    ctx.log.warn({ err, type: input.type }, 'grouped notifications not marked read');
    return 0;
  }
}

/** What another module keeps in its request context to mark groups read. */
export type GroupReader = (input: GroupRead) => Promise<number>;

export const groupReaderOf =
  (request: FastifyRequest): GroupReader =>
  (input) =>
    markGroupRead(notifierContextOf(request), input);
