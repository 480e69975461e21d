import { and, count, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { blogPosts, users } from '../../db/schema';
import { suffixedSlugPattern } from '../../lib/slug';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
export type BlogAuthorRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
};
export type BlogPostWithAuthor = { post: BlogPostRow; author: BlogAuthorRow | null };
export type PostVisibility = 'published' | 'draft' | 'all';

const visibilityFilter = (visibility: PostVisibility): SQL | undefined =>
  visibility === 'all' ? undefined : eq(blogPosts.isPublished, visibility === 'published');

/** Newest first: by first publication, drafts that never were published by creation. */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
];

const withAuthor = (db: DbOrTx) =>
  db
    .select({
      post: blogPosts,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
    })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId));

export async function listPostRows(
  db: DbOrTx,
  visibility: PostVisibility,
  page: { skip: number; limit: number },
): Promise<{ rows: BlogPostWithAuthor[]; total: number }> {
  const where = visibilityFilter(visibility);
  const [rows, totals] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(...newestFirst)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export const findPostById = async (db: DbOrTx, id: number): Promise<BlogPostWithAuthor | undefined> =>
  (await withAuthor(db).where(eq(blogPosts.id, id)).limit(1))[0];

export const findPostBySlug = async (db: DbOrTx, slug: string): Promise<BlogPostWithAuthor | undefined> =>
  (await withAuthor(db).where(eq(blogPosts.slug, slug)).limit(1))[0];

/** Slugs equal to `base` or of the form base-N, so the next free suffix can be chosen. */
export async function slugsLike(db: DbOrTx, base: string, exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, suffixedSlugPattern(base))),
        exceptId === undefined ? undefined : ne(blogPosts.id, exceptId),
      ),
    );
  return rows.map((r) => r.slug);
}

const postRows = rowsById(blogPosts);
export const insertPostRow = postRows.insert;
/** `values` carries `updatedAt` from the caller's clock. */
export const updatePostRow = postRows.update;
export const deletePostRow = postRows.remove;

/** Whether any post still shows this cover, so a shared uploaded file is not deleted under it. */
export const isImageInUse = async (db: DbOrTx, image: string): Promise<boolean> =>
  (await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.image, image)).limit(1)).length >
  0;

export const findAuthorRow = async (db: DbOrTx, id: number): Promise<BlogAuthorRow | undefined> =>
  (
    await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
  )[0];

export const countPostRows = async (db: DbOrTx): Promise<number> =>
  (await db.select({ total: count() }).from(blogPosts))[0]?.total ?? 0;

export const insertPostRows = async (db: DbOrTx, values: NewBlogPostRow[]): Promise<void> => {
  if (values.length) await db.insert(blogPosts).values(values);
};

/** Held until the transaction ends: one starting process at a time fills an empty blog. */
export const lockBlogSeed = async (tx: DbOrTx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fertilia.seed_blog'))`);
};
