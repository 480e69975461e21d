import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns';
import { optionalUserRef, userRef } from './user-columns';

export const POST_VISIBILITIES = ['public', 'followers'] as const;
export const REACTION_TYPES = ['like', 'heart', 'hug', 'celebrate', 'insightful'] as const;
export const CONTENT_STATUSES = ['visible', 'hidden', 'removed'] as const;

/**
 * Community posts. Counters are kept in the row and changed with atomic `x = x ± 1` updates in the same
 * transaction as the reaction or comment, so feeds and the trending score read them without aggregating.
 * `hidden` = held for review after several reports; `removed` = taken down by a moderator.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    authorId: userRef('author_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    visibility: text('visibility').$type<(typeof POST_VISIBILITIES)[number]>().notNull().default('public'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    image: text('image').notNull().default(''),
    /** The author's description of the picture for screen readers; '' when none was written. */
    imageAlt: text('image_alt').notNull().default(''),
    status: text('status').$type<(typeof CONTENT_STATUSES)[number]>().notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    likesCount: integer('likes_count').notNull().default(0),
    reactionsCount: integer('reactions_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('community_posts_slug_uq').on(t.slug),
    index('community_posts_feed_idx').on(t.status, t.createdAt),
    // Newest-first feeds walk this backwards and stop after a page (bench/community: 47 → 7 ms at 10k posts);
    // ascending on purpose: a backward scan is DESC NULLS FIRST, which is what ORDER BY … DESC means.
    index('community_posts_newest_idx').on(t.createdAt, t.id),
    index('community_posts_author_idx').on(t.authorId, t.createdAt),
    check('community_posts_visibility_ck', sql`${t.visibility} in ('public','followers')`),
    check('community_posts_status_ck', sql`${t.status} in ('visible','hidden','removed')`),
    check(
      'community_posts_counts_ck',
      sql`${t.likesCount} >= 0 and ${t.reactionsCount} >= 0 and ${t.commentsCount} >= 0`,
    ),
  ],
);

/** One reaction per member per post; changing the type replaces it. */
export const postReactions = pgTable(
  'post_reactions',
  {
    id: serialId(),
    postId: belongsTo('post_id', () => communityPosts.id),
    userId: userRef('user_id'),
    reactionType: text('reaction_type').$type<(typeof REACTION_TYPES)[number]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_reactions_member_uq').on(t.postId, t.userId),
    check(
      'post_reactions_type_ck',
      sql`${t.reactionType} in ('like','heart','hug','celebrate','insightful')`,
    ),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: serialId(),
    postId: belongsTo('post_id', () => communityPosts.id),
    authorId: userRef('author_id'),
    parentId: integer('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status').$type<(typeof CONTENT_STATUSES)[number]>().notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    ...timestamps(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    index('post_comments_parent_idx').on(t.parentId),
    check('post_comments_status_ck', sql`${t.status} in ('visible','hidden','removed')`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_ck', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * A member's report of something moderators look after: a community post or comment, or a conversation
 * message; one per member per item. `target_id` points into the table `target_type` names (posts, comments,
 * messages), so there is no foreign key: reports of an item its author deleted stay for the record and
 * drop out of the queue, which joins the item.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serialId(),
    reporterId: userRef('reporter_id'),
    targetType: text('target_type').$type<'post' | 'comment' | 'message'>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    /** The moderator's decision, shared by every report of the item it closed. */
    decision: text('decision').$type<'approved' | 'removed' | 'dismissed'>(),
    decisionReason: text('decision_reason'),
    resolvedBy: optionalUserRef('resolved_by'),
    resolvedAt: instant('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_reports_once_uq').on(t.reporterId, t.targetType, t.targetId),
    index('content_reports_queue_idx').on(t.status, t.targetType, t.createdAt),
    // Counting, closing and listing the reports of one item.
    index('content_reports_target_idx').on(t.targetType, t.targetId, t.status),
    check('content_reports_target_ck', sql`${t.targetType} in ('post','comment','message')`),
    check('content_reports_status_ck', sql`${t.status} in ('open','resolved')`),
    check(
      'content_reports_decision_ck',
      sql`${t.decision} is null or ${t.decision} in ('approved','removed','dismissed')`,
    ),
  ],
);
