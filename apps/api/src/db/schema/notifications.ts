import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@fertilia/contracts';
import { createdAt, instant, serialId, updatedAt } from './columns';
import { userRef } from './user-columns';

/** Whom a notification is for and what it says: an in-app row and a mail waiting to be sent alike. */
const notificationContent = () => ({
  userId: userRef('user_id'),
  type: text('type').$type<NotificationType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  link: text('link'),
});

/**
 * In-app notifications (spec 02 §3). `groupKey` collapses bursts: at most one UNREAD row per
 * user + type + key (partial unique index), which an upsert updates and moves to the top.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    ...notificationContent(),
    groupKey: text('group_key'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId, t.type)
      .where(sql`${t.read} = false`),
    uniqueIndex('notifications_unread_group_uq')
      .on(t.userId, t.type, t.groupKey)
      .where(sql`${t.read} = false and ${t.groupKey} is not null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Per-type switches; a missing row means the type's defaults (NOTIFICATION_TYPE_INFO). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/**
 * E-mail items waiting to be sent. Mails are never sent per event: the flush job claims a user + type in
 * `notification_email_state` with one atomic conditional upsert (so two processes never both send within a
 * window), takes every pending item of that pair and sends one summary.
 */
export const notificationEmailQueue = pgTable(
  'notification_email_queue',
  {
    id: serialId(),
    ...notificationContent(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_email_queue_user_type_idx').on(t.userId, t.type, t.createdAt)],
);
export type NotificationEmailRow = typeof notificationEmailQueue.$inferSelect;

/** When a user + type was last mailed: the next mail waits until a window has passed. */
export const notificationEmailState = pgTable(
  'notification_email_state',
  {
    userId: userRef('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    lastSentAt: instant('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** One-click unsubscribe links (RFC 8058): one per mail, stored only as SHA-256 digests. */
export const notificationUnsubscribeTokens = pgTable(
  'notification_unsubscribe_tokens',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [uniqueIndex('notification_unsubscribe_tokens_hash_uq').on(t.tokenHash)],
);
