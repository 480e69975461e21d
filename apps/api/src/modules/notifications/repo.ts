import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import {
  notificationPreferences,
  notifications,
  users,
  type NotificationPreferenceRow,
  type NotificationRow,
} from '../../db/schema';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  groupKey: string | null;
  createdAt: Date;
};

/**
 * Adds a notification, or, when an unread one of the same user + type + group key exists, rewrites that
 * one and moves it to the top (one atomic statement on the partial unique index, so concurrent bursts
 * still leave a single unread row).
 */
export async function upsertNotification(db: DbOrTx, row: NewNotification): Promise<NotificationRow> {
  const insert = db.insert(notifications).values(row);
  const [saved] = row.groupKey
    ? await insert
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.type, notifications.groupKey],
          targetWhere: sql`${notifications.read} = false and ${notifications.groupKey} is not null`,
          set: { title: row.title, message: row.message, link: row.link, createdAt: row.createdAt },
        })
        .returning()
    : await insert.returning();
  return saved!;
}

export const findNotification = rowsById(notifications).find;

/** One page of the user's notifications, newest first; `unreadOnly` keeps the unread ones, in the rows and the total. */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  page: { skip: number; limit: number; unreadOnly: boolean },
) {
  const mine = and(
    eq(notifications.userId, userId),
    page.unreadOnly ? eq(notifications.read, false) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCountsByType(db: DbOrTx, userId: number) {
  return db
    .select({ type: notifications.type, n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .groupBy(notifications.type);
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications among `ids` (all of them when `ids` is null); returns how many. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | null): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export const listPreferenceRows = (db: DbOrTx, userId: number): Promise<NotificationPreferenceRow[]> =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

export const findPreferenceRow = async (db: DbOrTx, userId: number, type: NotificationType) =>
  (
    await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
      .limit(1)
  )[0];

export async function upsertPreference(
  db: DbOrTx,
  row: { userId: number; type: NotificationType; inApp: boolean; email: boolean; updatedAt: Date },
) {
  await db
    .insert(notificationPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { inApp: row.inApp, email: row.email, updatedAt: row.updatedAt },
    });
}

/** What decides whether someone may be told anything: the account must exist and be active. */
export const findRecipient = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ id: users.id, email: users.email, status: users.status, confirmed: users.confirmed })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
  )[0];

/** Marks a member's unread notifications of one type and group read; returns how many changed. */
export async function markGroupReadRows(
  db: DbOrTx,
  group: { userId: number; type: NotificationType; groupKey: string },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, group.userId),
        eq(notifications.type, group.type),
        eq(notifications.groupKey, group.groupKey),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
