import { and, count, desc, eq, exists, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { communityPosts, follows, postReactions, users } from '../../db/schema';
import { suffixedSlugPattern } from '../../lib/slug';
import type { ReactionType } from '@fertilia/contracts';
import { authorColumns, type AuthorRow } from './author-repo';
import { HOT_SCORE } from './hot-score';

export type PostRow = typeof communityPosts.$inferSelect;
export type NewPostRow = typeof communityPosts.$inferInsert;
export type PostWithAuthor = { post: PostRow; author: AuthorRow };
export type FeedKind = 'newest' | 'trending' | 'following';
export type Page = { skip: number; limit: number };

const withAuthor = (db: DbOrTx) =>
  db
    .select({ post: communityPosts, author: authorColumns })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId));

const viewerFollowsAuthor = (db: DbOrTx, viewerId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, communityPosts.authorId))),
  );

/**
 * What a member may list: visible posts (and their own, whatever the status, so an author sees what a
 * moderator did), and a followers-only post only when they follow its author or wrote it. An anonymous
 * followers-only post (refused since ADR 009, but older ones may exist) is its author's alone: letting
 * followers read it would let anyone find its author by following members one at a time.
 */
const readableBy = (db: DbOrTx, viewerId: number): SQL =>
  and(
    or(eq(communityPosts.status, 'visible'), eq(communityPosts.authorId, viewerId)),
    or(
      eq(communityPosts.visibility, 'public'),
      eq(communityPosts.authorId, viewerId),
      and(eq(communityPosts.isAnonymous, false), viewerFollowsAuthor(db, viewerId)),
    ),
  )!;

/** A constant of the hot score as an SQL literal (not a parameter), so the query text stays one plan. */
const literal = (n: number): SQL => sql.raw(String(n));
const { commentWeight, baseEngagement, ageOffsetHours, gravity } = HOT_SCORE;

/**
 * The trending hot score of hot-score.ts, in SQL against the caller's clock so the ORDER BY, OFFSET and
 * LIMIT page one consistent ranking. The age is float8, not the numeric `extract` returns: numeric `power`
 * made trending ten times slower at 10,000 posts (bench/community/results.md).
 */
const hotScore = (now: Date): SQL =>
  sql`((${communityPosts.reactionsCount} + ${literal(commentWeight)} * ${communityPosts.commentsCount} + ${literal(baseEngagement)})::float8 / power(greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${communityPosts.createdAt}))::float8 / 3600.0, 0) + ${literal(ageOffsetHours)}, ${literal(gravity)}))`;

const newestFirst = [desc(communityPosts.createdAt), desc(communityPosts.id)];

function feedShape(db: DbOrTx, kind: FeedKind, viewerId: number, now: Date) {
  if (kind === 'following') {
    // Anonymous posts never appear here: their presence would tell the reader "someone you follow wrote this".
    const where = and(
      eq(communityPosts.status, 'visible'),
      eq(communityPosts.isAnonymous, false),
      viewerFollowsAuthor(db, viewerId),
    );
    return { where, order: newestFirst };
  }
  if (kind === 'trending') {
    const where = and(eq(communityPosts.status, 'visible'), readableBy(db, viewerId));
    return { where, order: [desc(hotScore(now)), desc(communityPosts.id)] };
  }
  return { where: readableBy(db, viewerId), order: newestFirst };
}

export async function listFeedRows(
  db: DbOrTx,
  kind: FeedKind,
  viewerId: number,
  page: Page,
  now: Date,
): Promise<{ rows: PostWithAuthor[]; total: number }> {
  const { where, order } = feedShape(db, kind, viewerId, now);
  // Rank and page the narrow ids first, then read whole rows and authors for that one page: sorting every
  // readable post with its content (and joining its author) before OFFSET spilled to disk on deep pages.
  const [ranked, totals] = await Promise.all([
    db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(where)
      .orderBy(...order)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(communityPosts).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  if (ranked.length === 0) return { rows: [], total };
  const found = await withAuthor(db).where(
    inArray(
      communityPosts.id,
      ranked.map((r) => r.id),
    ),
  );
  const byId = new Map(found.map((row) => [row.post.id, row]));
  // A post deleted between the two reads is simply left out of the page.
  const rows = ranked.flatMap(({ id }) => byId.get(id) ?? []);
  return { rows, total };
}

export const findPostBySlug = async (db: DbOrTx, slug: string): Promise<PostWithAuthor | undefined> =>
  (await withAuthor(db).where(eq(communityPosts.slug, slug)).limit(1))[0];

export const findPostById = async (db: DbOrTx, id: number): Promise<PostWithAuthor | undefined> =>
  (await withAuthor(db).where(eq(communityPosts.id, id)).limit(1))[0];

/** Whether the viewer may read this post under the list rules (used for single reads too). */
export async function isReadableBy(db: DbOrTx, postId: number, viewerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), readableBy(db, viewerId)))
    .limit(1);
  return rows.length > 0;
}

/** Slugs equal to `base` or of the form base-N, so the next free suffix can be chosen. */
export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: communityPosts.slug })
    .from(communityPosts)
    .where(or(eq(communityPosts.slug, base), like(communityPosts.slug, suffixedSlugPattern(base))));
  return rows.map((r) => r.slug);
}

const postRows = rowsById(communityPosts);
export const insertPostRow = postRows.insert;
export const updatePostRow = postRows.update;
export const deletePostRow = postRows.remove;

export const isImageInUse = async (db: DbOrTx, image: string): Promise<boolean> =>
  (
    await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.image, image))
      .limit(1)
  ).length > 0;

export type ReactionTally = { postId: number; type: ReactionType; count: number; mine: boolean };

/**
 * Reaction counts per type for a page of posts, and which one is the viewer's, in ONE query (no N+1).
 * `viewerId` null gives the viewer-independent tallies events carry.
 */
export async function reactionTallies(
  db: DbOrTx,
  postIds: number[],
  viewerId: number | null,
): Promise<ReactionTally[]> {
  if (postIds.length === 0) return [];
  const mine =
    viewerId === null ? sql<boolean>`false` : sql<boolean>`bool_or(${postReactions.userId} = ${viewerId})`;
  return db
    .select({
      postId: postReactions.postId,
      type: postReactions.reactionType,
      count: count(),
      mine,
    })
    .from(postReactions)
    .where(inArray(postReactions.postId, postIds))
    .groupBy(postReactions.postId, postReactions.reactionType);
}

/** Posts a member signed with their name and that anyone may see: the count on their public card. */
export async function countNamedPosts(db: DbOrTx, authorId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.authorId, authorId),
        eq(communityPosts.isAnonymous, false),
        eq(communityPosts.status, 'visible'),
      ),
    );
  return rows[0]?.total ?? 0;
}
