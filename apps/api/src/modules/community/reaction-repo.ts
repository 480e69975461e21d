import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { ReactionType } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { communityPosts, postReactions, users } from '../../db/schema';
import { authorColumns, type AuthorRow } from './author-repo';
import type { Page } from './post-repo';

/**
 * Takes the post row's write lock for the rest of the transaction, so one member's reactions on one post
 * apply one after another (a double click reads the first click's row instead of racing it). Reactions of
 * different members queue here too, but only for the few statements of the transaction.
 */
export async function lockPost(tx: DbOrTx, postId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId))
    .for('no key update');
  return rows.length > 0;
}

/** How many members other than `exceptUserId` (the author) reacted to the post. */
export async function countReactorsExcept(db: DbOrTx, postId: number, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postReactions)
    .where(and(eq(postReactions.postId, postId), ne(postReactions.userId, exceptUserId)));
  return row?.n ?? 0;
}

export async function findReactionType(
  db: DbOrTx,
  postId: number,
  userId: number,
): Promise<ReactionType | undefined> {
  const rows = await db
    .select({ type: postReactions.reactionType })
    .from(postReactions)
    .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)))
    .limit(1);
  return rows[0]?.type;
}

/** One reaction per member per post: a new type replaces the old one in place. */
export async function upsertReaction(
  tx: DbOrTx,
  postId: number,
  userId: number,
  type: ReactionType,
  now: Date,
): Promise<void> {
  await tx
    .insert(postReactions)
    .values({ postId, userId, reactionType: type, createdAt: now })
    .onConflictDoUpdate({
      target: [postReactions.postId, postReactions.userId],
      set: { reactionType: type, createdAt: now },
    });
}

export async function deleteReaction(tx: DbOrTx, postId: number, userId: number): Promise<void> {
  await tx
    .delete(postReactions)
    .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
}

/**
 * Moves the denormalised counters by the given steps in one atomic UPDATE (`x = x + d`, never below 0;
 * the table's check constraint backs this up).
 */
export async function shiftReactionCounters(
  tx: DbOrTx,
  postId: number,
  likes: number,
  reactions: number,
): Promise<void> {
  await tx
    .update(communityPosts)
    .set({
      likesCount: sql`greatest(${communityPosts.likesCount} + ${likes}, 0)`,
      reactionsCount: sql`greatest(${communityPosts.reactionsCount} + ${reactions}, 0)`,
    })
    .where(eq(communityPosts.id, postId));
}

export type ReactionEntryRow = { type: ReactionType; createdAt: Date; user: AuthorRow };

/** Who reacted to a post, oldest first. */
export async function listReactionRows(
  db: DbOrTx,
  postId: number,
  page: Page,
): Promise<{ rows: ReactionEntryRow[]; total: number }> {
  const where = eq(postReactions.postId, postId);
  const [rows, totals] = await Promise.all([
    db
      .select({ type: postReactions.reactionType, createdAt: postReactions.createdAt, user: authorColumns })
      .from(postReactions)
      .innerJoin(users, eq(users.id, postReactions.userId))
      .where(where)
      .orderBy(asc(postReactions.createdAt), asc(postReactions.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(postReactions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
