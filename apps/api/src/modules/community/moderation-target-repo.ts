import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { communityPosts, follows, postComments } from '../../db/schema';

/*
 * The community side of moderation: posts and comments as the report pipeline reads and changes them. Every
 * write runs inside the caller's transaction after the item's row was locked with a `lock…` function, so
 * reports and decisions on one item are serialised.
 */

export type LockedPost = {
  id: number;
  slug: string;
  authorId: number;
  title: string;
  visibility: 'public' | 'followers';
  status: ContentStatus;
};

const lockedPostColumns = {
  id: communityPosts.id,
  slug: communityPosts.slug,
  authorId: communityPosts.authorId,
  title: communityPosts.title,
  visibility: communityPosts.visibility,
  status: communityPosts.status,
};

/** The post row, locked until the transaction ends. */
export const lockPost = async (tx: DbOrTx, id: number): Promise<LockedPost | undefined> =>
  (await tx.select(lockedPostColumns).from(communityPosts).where(eq(communityPosts.id, id)).for('update'))[0];

export type LockedComment = {
  id: number;
  authorId: number;
  content: string;
  status: ContentStatus;
  post: LockedPost;
};

/** The comment row (locked until the transaction ends) with the post it belongs to (not locked). */
export const lockComment = async (tx: DbOrTx, id: number): Promise<LockedComment | undefined> =>
  (
    await tx
      .select({
        id: postComments.id,
        authorId: postComments.authorId,
        content: postComments.content,
        status: postComments.status,
        post: lockedPostColumns,
      })
      .from(postComments)
      .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
      .where(eq(postComments.id, id))
      .for('update', { of: postComments })
  )[0];

export const isFollowing = async (db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .limit(1)
  ).length > 0;

// The author's edit time (`updated_at`) is left alone: a moderator's decision is not an edit.
export async function setPostStatus(
  tx: DbOrTx,
  id: number,
  status: ContentStatus,
  moderationReason: string | null,
): Promise<void> {
  await tx.update(communityPosts).set({ status, moderationReason }).where(eq(communityPosts.id, id));
}

export async function setCommentStatus(
  tx: DbOrTx,
  id: number,
  status: ContentStatus,
  moderationReason: string | null,
): Promise<void> {
  await tx.update(postComments).set({ status, moderationReason }).where(eq(postComments.id, id));
}

/**
 * Moves the post's comment counter by one visible comment, atomically and never below 0; returns the new
 * value (the counter is shown under both names comment_count and comments_count).
 */
export async function shiftVisibleComments(tx: DbOrTx, postId: number, delta: 1 | -1): Promise<number> {
  const next =
    delta > 0
      ? sql`${communityPosts.commentsCount} + 1`
      : sql`greatest(${communityPosts.commentsCount} - 1, 0)`;
  const rows = await tx
    .update(communityPosts)
    .set({ commentsCount: next })
    .where(eq(communityPosts.id, postId))
    .returning({ commentsCount: communityPosts.commentsCount });
  return rows[0]?.commentsCount ?? 0;
}

export type ModeratedPostRow = typeof communityPosts.$inferSelect;

export async function findPostsByIds(db: DbOrTx, ids: number[]): Promise<ModeratedPostRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(communityPosts).where(inArray(communityPosts.id, ids));
}

export type ModeratedCommentRow = {
  comment: typeof postComments.$inferSelect;
  post: { slug: string; title: string };
};

/** The comments with the slug and title of their post. */
export async function findCommentsByIds(db: DbOrTx, ids: number[]): Promise<ModeratedCommentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ comment: postComments, post: { slug: communityPosts.slug, title: communityPosts.title } })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .where(inArray(postComments.id, ids));
}
