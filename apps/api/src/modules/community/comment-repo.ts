import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { communityPosts, postComments, users } from '../../db/schema';
import { authorColumns, type AuthorRow } from './author-repo';
import type { Page } from './post-repo';

export type CommentRow = typeof postComments.$inferSelect;
export type NewCommentRow = typeof postComments.$inferInsert;
export type CommentWithAuthor = { comment: CommentRow; author: AuthorRow };

const withAuthor = (db: DbOrTx) =>
  db
    .select({ comment: postComments, author: authorColumns })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId));

/** A hidden or removed comment is shown to its author (and moderators) only. */
const shownTo = (viewerId: number, canModerate: boolean): SQL | undefined =>
  canModerate ? undefined : or(eq(postComments.status, 'visible'), eq(postComments.authorId, viewerId));

const oldestFirst = [asc(postComments.createdAt), asc(postComments.id)];

export const findCommentById = async (db: DbOrTx, id: number): Promise<CommentWithAuthor | undefined> =>
  (await withAuthor(db).where(eq(postComments.id, id)).limit(1))[0];

const commentRows = rowsById(postComments);
export const insertCommentRow = commentRows.insert;
export const updateCommentRow = commentRows.update;

/**
 * Deletes a comment and every reply below it; answers how many of them were visible, because the post's
 * counters count visible comments only (hidden and removed ones were taken off when moderated).
 */
export async function deleteCommentTree(tx: DbOrTx, id: number): Promise<number> {
  const result = await tx.execute<{ id: number; status: string }>(sql`
    with recursive subtree as (
      select ${postComments.id} as id from ${postComments} where ${postComments.id} = ${id}
      union all
      select c.id from ${postComments} c join subtree s on c.parent_id = s.id
    )
    delete from ${postComments} where ${postComments.id} in (select id from subtree)
    returning ${postComments.id}, ${postComments.status}`);
  return rowsOf<{ status: string }>(result).filter((r) => r.status === 'visible').length;
}

/** PGlite and node-postgres both answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Both counters move in one atomic statement: `x + d`, never below 0. */
export async function shiftCommentCount(tx: DbOrTx, postId: number, delta: number): Promise<void> {
  await tx
    .update(communityPosts)
    .set({ commentsCount: sql`greatest(${communityPosts.commentsCount} + ${delta}, 0)` })
    .where(eq(communityPosts.id, postId));
}

/** A page of the comments `where` picks out, oldest first, with the count of them all. */
async function commentPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: Page,
): Promise<{ rows: CommentWithAuthor[]; total: number }> {
  const [rows, totals] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(...oldestFirst)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(postComments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Every shown comment of a post as one flat list, oldest first. */
export const listCommentRows = (
  db: DbOrTx,
  postId: number,
  viewer: { id: number; canModerate: boolean },
  page: Page,
): Promise<{ rows: CommentWithAuthor[]; total: number }> =>
  commentPage(db, and(eq(postComments.postId, postId), shownTo(viewer.id, viewer.canModerate)), page);

/**
 * A page of top-level comments and, in one more query, every reply beneath them (any depth), all oldest
 * first. Replies under a comment the viewer may not see are left out with it.
 */
export async function listThreadRows(
  db: DbOrTx,
  postId: number,
  viewer: { id: number; canModerate: boolean },
  page: Page,
): Promise<{ roots: CommentWithAuthor[]; replies: CommentWithAuthor[]; total: number }> {
  const { rows: roots, total } = await commentPage(
    db,
    and(
      eq(postComments.postId, postId),
      isNull(postComments.parentId),
      shownTo(viewer.id, viewer.canModerate),
    ),
    page,
  );
  if (roots.length === 0) return { roots, replies: [], total };
  const rootIds = roots.map((r) => r.comment.id);
  const descendants = rowsOf<{ id: number }>(
    await db.execute(sql`
      with recursive below as (
        select c.id from ${postComments} c where c.parent_id in (${sql.join(rootIds, sql`, `)})
        union all
        select c.id from ${postComments} c join below b on c.parent_id = b.id
      )
      select id from below`),
  ).map((r) => Number(r.id));
  const replies =
    descendants.length === 0
      ? []
      : await withAuthor(db)
          .where(and(inArray(postComments.id, descendants), shownTo(viewer.id, viewer.canModerate)))
          .orderBy(...oldestFirst);
  return { roots, replies, total };
}
