import { and, count, eq, sql } from 'drizzle-orm';
import type { ContentStatus, ReportOutcome, ReportTarget } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { communityPosts, contentReports, follows, postComments } from '../../db/schema';

/**
 * The moderation side of the shared community tables. Every write here runs inside the caller's
 * transaction, after the item's row has been locked with one of the `lock…` functions, so reports and
 * decisions on one item are serialised.
 */

export type LockedPost = {
  id: number;
  slug: string;
  authorId: number;
  title: string;
  visibility: 'public' | 'followers';
  status: ContentStatus;
};

/** The post row, locked until the transaction ends. */
export const lockPost = async (tx: DbOrTx, id: number): Promise<LockedPost | undefined> =>
  (
    await tx
      .select({
        id: communityPosts.id,
        slug: communityPosts.slug,
        authorId: communityPosts.authorId,
        title: communityPosts.title,
        visibility: communityPosts.visibility,
        status: communityPosts.status,
      })
      .from(communityPosts)
      .where(eq(communityPosts.id, id))
      .for('update')
  )[0];

export type LockedComment = {
  id: number;
  authorId: number;
  content: string;
  status: ContentStatus;
  post: LockedPost;
};

/** The comment row (locked until the transaction ends) with the post it belongs to (not locked). */
export async function lockComment(tx: DbOrTx, id: number): Promise<LockedComment | undefined> {
  const row = (
    await tx
      .select({
        id: postComments.id,
        authorId: postComments.authorId,
        content: postComments.content,
        status: postComments.status,
        post: {
          id: communityPosts.id,
          slug: communityPosts.slug,
          authorId: communityPosts.authorId,
          title: communityPosts.title,
          visibility: communityPosts.visibility,
          status: communityPosts.status,
        },
      })
      .from(postComments)
      .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
      .where(eq(postComments.id, id))
      .for('update', { of: postComments })
  )[0];
  return row;
}

export const isFollowing = async (db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .limit(1)
  ).length > 0;

/** Inserts the member's report; false when that member already reported this item (unique index). */
export async function insertReport(
  tx: DbOrTx,
  values: { reporterId: number; targetType: ReportTarget; targetId: number; reason: string },
): Promise<boolean> {
  const rows = await tx
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing({
      target: [contentReports.reporterId, contentReports.targetType, contentReports.targetId],
    })
    .returning({ id: contentReports.id });
  return rows.length > 0;
}

/** Open reports of an item; one per member by the unique index, so this is the number of distinct reporters. */
export const countOpenReports = async (tx: DbOrTx, targetType: ReportTarget, targetId: number) =>
  (
    await tx
      .select({ n: count() })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.targetType, targetType),
          eq(contentReports.targetId, targetId),
          eq(contentReports.status, 'open'),
        ),
      )
  )[0]!.n;

/** Closes every open report of an item with the moderator's decision; returns how many it closed. */
export async function resolveOpenReports(
  tx: DbOrTx,
  targetType: ReportTarget,
  targetId: number,
  resolution: { decision: ReportOutcome; reason: string | null; by: number; at: Date },
): Promise<number> {
  const rows = await tx
    .update(contentReports)
    .set({
      status: 'resolved',
      decision: resolution.decision,
      decisionReason: resolution.reason,
      resolvedBy: resolution.by,
      resolvedAt: resolution.at,
    })
    .where(
      and(
        eq(contentReports.targetType, targetType),
        eq(contentReports.targetId, targetId),
        eq(contentReports.status, 'open'),
      ),
    )
    .returning({ id: contentReports.id });
  return rows.length;
}

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
export async function shiftCommentCount(tx: DbOrTx, postId: number, delta: 1 | -1): Promise<number> {
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
