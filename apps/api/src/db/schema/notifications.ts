import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationType } from '@fertilia/contracts';
import { users } from './users';

/**
 * In-app notifications (spec 02 §3). `groupKey` collapses bursts: at most one UNREAD row per
 * user + type + key (partial unique index), which an upsert updates and moves to the top.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    groupKey: text('group_key'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_email_queue_user_type_idx').on(t.userId, t.type, t.createdAt)],
);
export type NotificationEmailRow = typeof notificationEmailQueue.$inferSelect;

/** When a user + type was last mailed: the next mail waits until a window has passed. */
export const notificationEmailState = pgTable(
  'notification_email_state',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** One-click unsubscribe links (RFC 8058): one per mail, stored only as SHA-256 digests. */
export const notificationUnsubscribeTokens = pgTable(
  'notification_unsubscribe_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('notification_unsubscribe_tokens_hash_uq').on(t.tokenHash)],
);
