import type { CommunityPost, PostCreate, PostUpdate } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { slugify, firstFreeSlug } from '../../lib/slug';
import { forbidden } from '../../lib/http-error';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { readablePost } from './access';
import { noTallies, talliesByPost, toViewerPost } from './dto';
import { announcePost, announcePostDeleted } from './events';
import { forgetPostImage, storePostImage } from './post-image';
import {
  deletePostRow,
  findPostById,
  insertPostRow,
  reactionTallies,
  slugsLike,
  updatePostRow,
  type PostWithAuthor,
} from './post-repo';
import type { CommunityContext, Viewer } from './viewer';

const SLUG_ATTEMPTS = 3;

/** Two authors may pick the same free slug at once; the unique index refuses one, which then tries again. */
async function retryingSlugRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || uniqueViolation(error) !== 'community_posts_slug_uq') throw error;
    }
  }
}

/** The post with this viewer's reaction fields. */
export async function presentPost(db: DbOrTx, viewer: Viewer, found: PostWithAuthor): Promise<CommunityPost> {
  const tallies = talliesByPost(await reactionTallies(db, [found.post.id], viewer.id)).get(found.post.id);
  return toViewerPost(found, tallies ?? noTallies(), viewer);
}

/**
 * Publishes a post. The slug comes from the title once, here, and never changes afterwards, so links to
 * the post keep working through edits. The optional picture is checked and stored before the transaction
 * and deleted again if the post is not saved.
 */
export async function createPost(
  ctx: CommunityContext,
  viewer: Viewer,
  input: PostCreate,
  image?: Buffer,
): Promise<CommunityPost> {
  const db = ctx.deps.db.db;
  const imageUrl = image ? await storePostImage(ctx.deps, image) : '';
  let found: PostWithAuthor;
  try {
    found = await retryingSlugRace(() =>
      db.transaction(async (tx) => {
        const base = slugify(input.title);
        const now = ctx.deps.clock.now();
        const row = await insertPostRow(tx, {
          slug: firstFreeSlug(base, await slugsLike(tx, base)),
          authorId: viewer.id,
          title: input.title,
          content: input.content,
          category: input.category,
          visibility: input.visibility,
          isAnonymous: input.is_anonymous,
          tags: input.tags,
          image: imageUrl,
          createdAt: now,
          updatedAt: now,
        });
        return (await findPostById(tx, row.id))!;
      }),
    );
  } catch (error) {
    if (imageUrl) await forgetPostImage(ctx.deps, db, imageUrl);
    throw error;
  }
  await announcePost(ctx, db, found.post.id);
  return toViewerPost(found, noTallies(), viewer);
}

export async function getPost(ctx: CommunityContext, viewer: Viewer, slug: string): Promise<CommunityPost> {
  const db = ctx.deps.db.db;
  return presentPost(db, viewer, await readablePost(db, viewer, { slug }));
}

/** Only the author edits: a moderator may hide or delete a post but never put words in a member's mouth. */
export async function updatePost(
  ctx: CommunityContext,
  viewer: Viewer,
  slug: string,
  input: PostUpdate,
): Promise<CommunityPost> {
  const db = ctx.deps.db.db;
  const found = await readablePost(db, viewer, { slug });
  if (found.post.authorId !== viewer.id) throw forbidden();
  await updatePostRow(db, found.post.id, {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.content !== undefined && { content: input.content }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
    ...(input.is_anonymous !== undefined && { isAnonymous: input.is_anonymous }),
    ...(input.tags !== undefined && { tags: input.tags }),
    updatedAt: ctx.deps.clock.now(),
  });
  await announcePost(ctx, db, found.post.id);
  return presentPost(db, viewer, (await findPostById(db, found.post.id))!);
}

/** The author, or staff with the moderation permission (audited), deletes a post with its comments. */
export async function deletePost(ctx: CommunityContext, viewer: Viewer, slug: string): Promise<void> {
  const db = ctx.deps.db.db;
  const found = await readablePost(db, viewer, { slug });
  const own = found.post.authorId === viewer.id;
  if (!own && !viewer.canModerate) throw forbidden();
  await db.transaction(async (tx) => {
    await deletePostRow(tx, found.post.id);
    if (!own) {
      await recordAudit(tx, {
        action: 'community.post_deleted',
        actorId: viewer.id,
        targetUserId: found.post.authorId,
        ip: viewer.ip,
        details: { post_id: found.post.id },
      });
    }
  });
  announcePostDeleted(ctx, found);
  if (found.post.image) await forgetPostImage(ctx.deps, db, found.post.image);
}
