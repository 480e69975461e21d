import type { z } from 'zod';
import {
  BLOG_RATE_LIMITS,
  MESSAGES,
  type BlogPost,
  type BlogPostList,
  type BlogStatusFilter,
  type blogPostInputSchema,
  type blogPostUpdateSchema,
} from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { coverStore } from '../../lib/cover-image';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { readingMinutes, renderMarkdown } from '../../lib/markdown';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit, type AuditAction } from '../audit/service';
import { excerptOf, toBlogPost } from './dto';
import { enforceBlogLimit } from './limits';
import {
  deletePostRow,
  findAuthorRow,
  findPostById,
  findPostBySlug,
  insertPostRow,
  isImageInUse,
  listPostRows,
  slugsLike,
  updatePostRow,
  type BlogPostWithAuthor,
  type NewBlogPostRow,
} from './repo';
import { firstFreeSlug, slugify } from '../../lib/slug';

export type BlogPostCreate = z.output<typeof blogPostInputSchema>;
export type BlogPostChange = z.output<typeof blogPostUpdateSchema>;
/** Who reads: anonymous, signed in, or staff holding the content permission (who also see drafts). */
export type BlogViewer = { signedIn: boolean; canManage: boolean };
/** Who writes: always content staff (the routes' guards make sure). */
export type BlogActor = { userId: number; ip: string | null };

const SLUG_ATTEMPTS = 3;

/** The derived columns, recomputed from the markdown on every write so pages never render markdown. */
const renderedColumns = (content: string) => ({
  content,
  contentHtml: renderMarkdown(content),
  excerpt: excerptOf(content),
  readingMinutes: readingMinutes(content),
});

const freeSlug = async (db: DbOrTx, title: string, exceptId?: number) => {
  const base = slugify(title);
  return firstFreeSlug(base, await slugsLike(db, base, exceptId));
};

/** Two writers may pick the same free slug at once; the unique index refuses one, which then tries again. */
async function retryingSlugRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || uniqueViolation(error) !== 'blog_posts_slug_uq') throw error;
    }
  }
}

const audit = (db: DbOrTx, actor: BlogActor, action: AuditAction, postId: number) =>
  recordAudit(db, { action, actorId: actor.userId, ip: actor.ip, details: { post_id: postId } });

const visible = (found: BlogPostWithAuthor | undefined, viewer: BlogViewer): BlogPost => {
  // A draft does not exist for readers: 404, not 403, so its id or slug reveals nothing.
  if (!found || (!found.post.isPublished && !viewer.canManage)) throw notFound(MESSAGES.blogPostNotFound);
  return toBlogPost(found.post, found.author);
};

/** Readers get published posts; content staff get every post unless they filter. */
export async function listPosts(
  db: DbOrTx,
  viewer: BlogViewer,
  query: { skip: number; limit: number; status?: BlogStatusFilter },
): Promise<BlogPostList> {
  const status = query.status ?? (viewer.canManage ? 'all' : 'published');
  if (status !== 'published' && !viewer.canManage) throw viewer.signedIn ? forbidden() : unauthorized();
  const { rows, total } = await listPostRows(db, status, query);
  return {
    items: rows.map((r) => toBlogPost(r.post, r.author)),
    total,
    skip: query.skip,
    limit: query.limit,
  };
}

export const getPost = async (db: DbOrTx, viewer: BlogViewer, id: number): Promise<BlogPost> =>
  visible(await findPostById(db, id), viewer);

export const getPostBySlug = async (db: DbOrTx, viewer: BlogViewer, slug: string): Promise<BlogPost> =>
  visible(await findPostBySlug(db, slug), viewer);

/** What the post would show, rendered by the same sanitiser as a saved post. */
export async function previewContent(
  deps: AppDeps,
  actor: BlogActor,
  content: string,
): Promise<{ content_html: string }> {
  await enforceBlogLimit(deps, `preview:${actor.userId}`, BLOG_RATE_LIMITS.previewPerUser);
  return { content_html: renderMarkdown(content) };
}

export const createPost = (deps: AppDeps, actor: BlogActor, input: BlogPostCreate): Promise<BlogPost> =>
  retryingSlugRace(() =>
    deps.db.db.transaction(async (tx) => {
      const row = await insertPostRow(tx, {
        slug: await freeSlug(tx, input.title),
        title: input.title,
        ...renderedColumns(input.content),
        image: input.image,
        isPublished: input.is_published,
        publishedAt: input.is_published ? deps.clock.now() : null,
        authorId: actor.userId,
      });
      await audit(tx, actor, 'blog.post_created', row.id);
      if (row.isPublished) await audit(tx, actor, 'blog.post_published', row.id);
      return toBlogPost(row, (await findAuthorRow(tx, actor.userId)) ?? null);
    }),
  );

/**
 * Replaces title and content (and image / publication when sent). The slug follows the title only until the
 * post is first published; after that its URL is public and never changes. `published_at` is set at first
 * publication and kept through unpublishing (see the contract's blogPostSchema).
 */
export async function updatePost(
  deps: AppDeps,
  actor: BlogActor,
  id: number,
  input: BlogPostChange,
): Promise<BlogPost> {
  const { post, previousImage } = await retryingSlugRace(() =>
    deps.db.db.transaction(async (tx) => {
      const found = await findPostById(tx, id);
      if (!found) throw notFound(MESSAGES.blogPostNotFound);
      const before = found.post;
      const publish = input.is_published ?? before.isPublished;
      const values: Partial<NewBlogPostRow> = {
        title: input.title,
        ...renderedColumns(input.content),
        ...(input.image !== undefined && { image: input.image }),
        isPublished: publish,
        ...(publish && !before.publishedAt && { publishedAt: deps.clock.now() }),
        ...(!before.publishedAt &&
          input.title !== before.title && { slug: await freeSlug(tx, input.title, id) }),
      };
      const row = (await updatePostRow(tx, id, values))!;
      await audit(tx, actor, 'blog.post_updated', id);
      if (publish !== before.isPublished) {
        await audit(tx, actor, publish ? 'blog.post_published' : 'blog.post_unpublished', id);
      }
      return { post: toBlogPost(row, found.author), previousImage: before.image };
    }),
  );
  if (previousImage !== post.image) await forgetCover(deps, previousImage);
  return post;
}

export async function deletePost(deps: AppDeps, actor: BlogActor, id: number): Promise<void> {
  const removed = await deps.db.db.transaction(async (tx) => {
    const row = await deletePostRow(tx, id);
    if (!row) throw notFound(MESSAGES.blogPostNotFound);
    await audit(tx, actor, 'blog.post_deleted', id);
    return row;
  });
  await forgetCover(deps, removed.image);
}

/** Deletes an uploaded cover file once no post shows it any more; other URLs are left alone. */
async function forgetCover(deps: AppDeps, image: string): Promise<void> {
  const store = coverStore(deps.config.dataDir);
  const name = store.nameOf(image);
  if (name && !(await isImageInUse(deps.db.db, image))) await store.remove(name);
}
