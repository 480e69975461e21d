import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { belongsTo, createdAt, instant, serialId, updatedAt } from './columns';
import { optionalUserRef, userRef } from './user-columns';

/**
 * Community conversations (spec 02 §3). A direct conversation carries `direct_key` = "<low id>:<high id>",
 * unique, so two members racing to start one end up in the same conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serialId(),
    title: text('title'),
    type: text('type').$type<'direct' | 'general' | 'group'>().notNull().default('general'),
    directKey: text('direct_key'),
    createdBy: optionalUserRef('created_by'),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key_uq').on(t.directKey),
    check('conversations_type_ck', sql`${t.type} in ('direct','general','group')`),
  ],
);

/**
 * Who is in a conversation. `left_at` set = left (reads and writes refused, no notifications). Message ids
 * rather than times mark what a participant sees and has read: `visible_after` is the last message before
 * they (re)joined — they never see older ones — and `read_up_to` the last message they have read.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: userRef('user_id'),
    visibleAfter: integer('visible_after').notNull().default(0),
    readUpTo: integer('read_up_to').notNull().default(0),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    leftAt: instant('left_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serialId(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    senderId: userRef('sender_id'),
    sessionId: integer('session_id').notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Set when a moderator removes the message: the row stays for the record, participants see a marker. */
    removedAt: instant('removed_at'),
    removalReason: text('removal_reason'),
  },
  (t) => [index('conversation_messages_thread_idx').on(t.conversationId, t.id)],
);

/** A member's messaging privacy; no row = 'everyone'. */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptMessagesFrom: text('accept_messages_from')
      .$type<'everyone' | 'following'>()
      .notNull()
      .default('everyone'),
    updatedAt: updatedAt(),
  },
  (t) => [check('messaging_settings_accept_ck', sql`${t.acceptMessagesFrom} in ('everyone','following')`)],
);
