import type { z } from 'zod';
import {
  BLOG_RATE_LIMITS,
  MESSAGES,
  forbidden,
  notFound,
  unauthorized,
  type BlogPost,
  type BlogPostList,
  type BlogStatusFilter,
  type blogPostInputSchema,
  type blogPostUpdateSchema,
} from '@fertilia/contracts';
import { can, inTransaction, type Context, type MemberContext } from '../../http/context';
import { readingMinutes, renderMarkdown } from '../../lib/markdown';
import { freeSlug, retryingSlugRace } from '../../lib/slug';
import { recordAudit, type AuditAction } from '../audit/service';
import { forgetCover } from './cover-service';
import { excerptOf, toBlogPost } from './dto';
import { enforceBlogLimit } from './limits';
import {
  deletePostRow,
  findAuthorRow,
  findPostById,
  findPostBySlug,
  insertPostRow,
  listPostRows,
  slugsLike,
  updatePostRow,
  type BlogPostWithAuthor,
  type NewBlogPostRow,
} from './repo';

export type BlogPostCreate = z.output<typeof blogPostInputSchema>;
export type BlogPostChange = z.output<typeof blogPostUpdateSchema>;
export type BlogListOptions = { skip: number; limit: number; status?: BlogStatusFilter };

/**
 * Drafts are for confirmed staff whose role holds the content permission; anyone else (anonymous, signed
 * in without it, or not yet confirmed) reads published posts only.
 */
const seesDrafts = (ctx: Context): boolean => can(ctx.actor, 'content');

/** The derived columns, recomputed from the markdown on every write so pages never render markdown. */
const renderedColumns = (content: string) => ({
  content,
  contentHtml: renderMarkdown(content),
  excerpt: excerptOf(content),
  readingMinutes: readingMinutes(content),
});

/** The unique index that refuses the second of two writers picking the same free slug at once. */
const SLUG_INDEX = 'blog_posts_slug_uq';

const audit = (ctx: Context, action: AuditAction, postId: number) =>
  recordAudit(ctx, { action, details: { post_id: postId } });

const visible = (ctx: Context, found: BlogPostWithAuthor | undefined): BlogPost => {
  // A draft does not exist for readers: 404, not 403, so its id or slug reveals nothing.
  if (!found || (!found.post.isPublished && !seesDrafts(ctx))) throw notFound(MESSAGES.blogPostNotFound);
  return toBlogPost(found.post, found.author);
};

/** Readers get published posts; content staff get every post unless they filter. */
export async function listPosts(ctx: Context, query: BlogListOptions): Promise<BlogPostList> {
  const canManage = seesDrafts(ctx);
  const status = query.status ?? (canManage ? 'all' : 'published');
  if (status !== 'published' && !canManage) throw ctx.actor ? forbidden() : unauthorized();
  const { rows, total } = await listPostRows(ctx.db, status, query);
  return {
    items: rows.map((r) => toBlogPost(r.post, r.author)),
    total,
    skip: query.skip,
    limit: query.limit,
  };
}

export const getPost = async (ctx: Context, id: number): Promise<BlogPost> =>
  visible(ctx, await findPostById(ctx.db, id));

export const getPostBySlug = async (ctx: Context, slug: string): Promise<BlogPost> =>
  visible(ctx, await findPostBySlug(ctx.db, slug));

/** What the post would show, rendered by the same sanitiser as a saved post. */
export async function previewContent(ctx: MemberContext, content: string): Promise<{ content_html: string }> {
  await enforceBlogLimit(ctx, { key: `preview:${ctx.actor.id}`, limit: BLOG_RATE_LIMITS.previewPerUser });
  return { content_html: renderMarkdown(content) };
}

export const createPost = (ctx: MemberContext, input: BlogPostCreate): Promise<BlogPost> =>
  retryingSlugRace(SLUG_INDEX, () =>
    inTransaction(ctx, async (tx) => {
      const row = await insertPostRow(tx.db, {
        slug: await freeSlug(input.title, (base) => slugsLike(tx.db, base)),
        title: input.title,
        ...renderedColumns(input.content),
        image: input.image,
        isPublished: input.is_published,
        publishedAt: input.is_published ? tx.clock.now() : null,
        authorId: tx.actor.id,
      });
      await audit(tx, 'blog.post_created', row.id);
      if (row.isPublished) await audit(tx, 'blog.post_published', row.id);
      return toBlogPost(row, (await findAuthorRow(tx.db, tx.actor.id)) ?? null);
    }),
  );

/**
 * Replaces title and content (and image / publication when sent). The slug follows the title only until the
 * post is first published; after that its URL is public and never changes. `published_at` is set at first
 * publication and kept through unpublishing (see the contract's blogPostSchema).
 */
export async function updatePost(
  ctx: MemberContext,
  { id, changes }: { id: number; changes: BlogPostChange },
): Promise<BlogPost> {
  const { post, previousImage } = await retryingSlugRace(SLUG_INDEX, () =>
    inTransaction(ctx, async (tx) => {
      const found = await findPostById(tx.db, id);
      if (!found) throw notFound(MESSAGES.blogPostNotFound);
      const before = found.post;
      const now = tx.clock.now();
      const publish = changes.is_published ?? before.isPublished;
      const values: Partial<NewBlogPostRow> = {
        title: changes.title,
        ...renderedColumns(changes.content),
        ...(changes.image !== undefined && { image: changes.image }),
        isPublished: publish,
        ...(publish && !before.publishedAt && { publishedAt: now }),
        ...(!before.publishedAt &&
          changes.title !== before.title && {
            slug: await freeSlug(changes.title, (base) => slugsLike(tx.db, base, id)),
          }),
        updatedAt: now,
      };
      const row = (await updatePostRow(tx.db, id, values))!;
      await audit(tx, 'blog.post_updated', id);
      if (publish !== before.isPublished) {
        await audit(tx, publish ? 'blog.post_published' : 'blog.post_unpublished', id);
      }
      return { post: toBlogPost(row, found.author), previousImage: before.image };
    }),
  );
  if (previousImage !== post.image) await forgetCover(ctx, previousImage);
  return post;
}

export async function deletePost(ctx: MemberContext, id: number): Promise<void> {
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await deletePostRow(tx.db, id);
    if (!row) throw notFound(MESSAGES.blogPostNotFound);
    await audit(tx, 'blog.post_deleted', id);
    return row;
  });
  await forgetCover(ctx, removed.image);
}
