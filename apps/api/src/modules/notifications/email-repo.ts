import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { NotificationType } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  notificationEmailQueue,
  notificationEmailState,
  notificationUnsubscribeTokens,
  type NotificationEmailRow,
} from '../../db/schema';

export type NewEmailItem = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  createdAt: Date;
};

export async function enqueueEmail(db: DbOrTx, item: NewEmailItem): Promise<void> {
  await db.insert(notificationEmailQueue).values(item);
}

/**
 * User + type pairs with waiting items whose last mail is at least a window old (or that were never mailed).
 * Only candidates: `claimPair` decides atomically.
 */
export async function duePairs(db: DbOrTx, windowStart: Date, limit: number) {
  return db
    .selectDistinct({ userId: notificationEmailQueue.userId, type: notificationEmailQueue.type })
    .from(notificationEmailQueue)
    .leftJoin(
      notificationEmailState,
      and(
        eq(notificationEmailState.userId, notificationEmailQueue.userId),
        eq(notificationEmailState.type, notificationEmailQueue.type),
      ),
    )
    .where(
      or(
        isNull(notificationEmailState.lastSentAt),
        sql`${notificationEmailState.lastSentAt} <= ${windowStart}`,
      ),
    )
    .limit(limit);
}

/**
 * Claims the right to mail this user about this type now. One conditional upsert: of two processes racing,
 * the second waits on the row lock, re-reads `last_sent_at` and finds it fresh, so only one mail per window.
 */
export async function claimPair(
  db: DbOrTx,
  userId: number,
  type: NotificationType,
  now: Date,
  windowStart: Date,
): Promise<boolean> {
  const rows = await db
    .insert(notificationEmailState)
    .values({ userId, type, lastSentAt: now })
    .onConflictDoUpdate({
      target: [notificationEmailState.userId, notificationEmailState.type],
      set: { lastSentAt: now },
      setWhere: sql`${notificationEmailState.lastSentAt} <= ${windowStart}`,
    })
    .returning({ userId: notificationEmailState.userId });
  return rows.length > 0;
}

/** Takes (removes) every waiting item of the pair, oldest first. */
export async function takeItems(
  db: DbOrTx,
  userId: number,
  type: NotificationType,
): Promise<NotificationEmailRow[]> {
  const rows = await db
    .delete(notificationEmailQueue)
    .where(and(eq(notificationEmailQueue.userId, userId), eq(notificationEmailQueue.type, type)))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** Puts items back after a failed send, so the next window retries them. */
export async function restoreItems(db: DbOrTx, items: NotificationEmailRow[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notificationEmailQueue).values(items.map(({ id: _id, ...rest }) => rest));
}

export async function insertUnsubscribeToken(
  db: DbOrTx,
  row: { tokenHash: string; userId: number; type: NotificationType; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(notificationUnsubscribeTokens).values(row);
}

export const findUnsubscribeToken = async (db: DbOrTx, tokenHash: string, now: Date) =>
  (
    await db
      .select()
      .from(notificationUnsubscribeTokens)
      .where(
        and(
          eq(notificationUnsubscribeTokens.tokenHash, tokenHash),
          gt(notificationUnsubscribeTokens.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];
