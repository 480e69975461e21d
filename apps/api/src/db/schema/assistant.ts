import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AssistantCitation, AssistantContextItem } from '@fertilia/contracts';
import { belongsTo, createdAt, serialId, timestamps, updatedAt } from './columns';
import { userRef } from './user-columns';

/* The AI assistant (issue 21, ADR 020): the passages it retrieves from, its conversations and their ratings. */

/** PostgreSQL's full-text document type; Drizzle has no builder of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One section of a published source (a knowledge-hub article's `##` section, or an FAQ entry), the unit the
 * assistant retrieves and cites. Rebuilt whenever its source changes; `content_hash` lets an embeddings
 * index skip passages whose text did not change.
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: serialId(),
    sourceKind: text('source_kind').notNull(),
    /** The article's slug, or the FAQ entry's id. */
    sourceKey: text('source_key').notNull(),
    sourceTitle: text('source_title').notNull(),
    /** The heading's anchor on the article page (as its table of contents makes it); null for FAQ entries. */
    sectionId: text('section_id'),
    sectionTitle: text('section_title'),
    url: text('url').notNull(),
    /** Plain prose: markdown removed, so sentences can be quoted as they are. */
    body: text('body').notNull(),
    position: integer('position').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Optional: set only when an outside embeddings endpoint is configured. */
    embedding: real('embedding').array(),
    embeddingModel: text('embedding_model'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', source_title), 'A') || setweight(to_tsvector('english', coalesce(section_title, '')), 'A') || setweight(to_tsvector('english', body), 'C')`,
      ),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assistant_passages_source_uq').on(t.sourceKind, t.sourceKey, t.position),
    index('assistant_passages_search_idx').using('gin', t.searchVector),
    check('assistant_passages_kind_ck', sql`${t.sourceKind} in ('knowledge', 'faq')`),
  ],
);
export type AssistantPassageRow = typeof assistantPassages.$inferSelect;

/** A member's conversation with the assistant; what of her own data it may use is chosen per conversation. */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: serialId(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    type: text('type').notNull().default('general'),
    useMyContext: boolean('use_my_context').notNull().default(false),
    shareContextWithModel: boolean('share_context_with_model').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('assistant_sessions_user_idx').on(t.userId, t.updatedAt.desc(), t.id.desc())],
);
export type AssistantSessionRow = typeof assistantSessions.$inferSelect;

/** How an answer was reached, kept for staff reviewing a rating: what was retrieved and how it scored. */
export type AssistantRetrievalTrace = {
  red_flags: string[];
  out_of_scope: string | null;
  passages: { id: number; score: number }[];
};

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serialId(),
    sessionId: belongsTo('session_id', () => assistantSessions.id),
    isUser: boolean('is_user').notNull(),
    content: text('content').notNull(),
    kind: text('kind'),
    citations: jsonb('citations').$type<AssistantCitation[]>().notNull().default([]),
    contextUsed: jsonb('context_used').$type<AssistantContextItem[]>(),
    writer: text('writer'),
    model: text('model'),
    retrieval: jsonb('retrieval').$type<AssistantRetrievalTrace>(),
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_session_idx').on(t.sessionId, t.id),
    check(
      'assistant_messages_kind_ck',
      sql`(${t.isUser} and ${t.kind} is null) or (not ${t.isUser} and ${t.kind} in ('answer', 'no_source', 'urgent', 'out_of_scope'))`,
    ),
  ],
);
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** A member's rating of one answer (spec 02: 1 or -1); rating again replaces it. */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: serialId(),
    messageId: belongsTo('message_id', () => assistantMessages.id),
    sessionId: belongsTo('session_id', () => assistantSessions.id),
    userId: userRef('user_id'),
    rating: smallint('rating').notNull(),
    feedbackText: text('feedback_text'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('assistant_feedback_message_uq').on(t.messageId),
    index('assistant_feedback_rating_idx').on(t.rating, t.updatedAt.desc(), t.id.desc()),
    check('assistant_feedback_rating_ck', sql`${t.rating} in (1, -1)`),
  ],
);
export type AssistantFeedbackRow = typeof assistantFeedback.$inferSelect;
