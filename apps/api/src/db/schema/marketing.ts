import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns';
import { optionalUserRef } from './user-columns';

/** Double opt-in newsletter list: an address counts only after its confirmation link is opened. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serialId(),
    email: text('email').notNull(),
    consentMarketing: boolean('consent_marketing').notNull().default(true),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_uq').on(sql`lower(${t.email})`),
    check('newsletter_status_ck', sql`${t.status} in ('pending','confirmed','unsubscribed')`),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serialId(),
    email: text('email').notNull(),
    name: text('name'),
    roleInterest: text('role_interest'),
    source: text('source'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('waitlist_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Messages from the contact form: the support inbox reads, answers and closes them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    ...timestamps(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    check('contact_messages_status_ck', sql`${t.status} in ('open','answered','closed')`),
  ],
);

/** A staff answer to a contact message, sent to the sender by mail. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serialId(),
    messageId: belongsTo('message_id', () => contactMessages.id),
    authorId: optionalUserRef('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
);
