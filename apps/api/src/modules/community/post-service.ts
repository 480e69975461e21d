import {
  anonymousToFollowers,
  COMMUNITY_MESSAGES,
  forbidden,
  invalidField,
  type CommunityPost,
  type PostUpdate,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { freeSlug, retryingSlugRace } from '../../lib/slug';
import { sentColumns } from '../../lib/sent-columns';
import { recordAudit } from '../audit/service';
import { readablePost, viewerFor, type Viewer } from './access';
import { noTallies, talliesByPost, toViewerPost } from './dto';
import { announceNewPost, announcePost, announcePostDeleted } from './events';
import type { PostForm } from './post-form';
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

/** The post with this viewer's reaction fields. */
async function presentPost(ctx: Context, viewer: Viewer, found: PostWithAuthor): Promise<CommunityPost> {
  const tallies = talliesByPost(await reactionTallies(ctx.db, [found.post.id], viewer.id)).get(found.post.id);
  return toViewerPost(found, tallies ?? noTallies(), viewer);
}

/**
 * Publishes a post. The slug comes from the title once, here, and never changes afterwards, so links to
 * the post keep working through edits. The optional picture is checked and stored before the transaction
 * and deleted again if the post is not saved.
 */
export async function createPost(ctx: MemberContext, { input, image }: PostForm): Promise<CommunityPost> {
  const imageUrl = image ? await storePostImage(ctx, image) : '';
  let found: PostWithAuthor;
  try {
    found = await retryingSlugRace('community_posts_slug_uq', () =>
      inTransaction(ctx, async (tx) => {
        const now = tx.clock.now();
        const row = await insertPostRow(tx.db, {
          slug: await freeSlug(input.title, (base) => slugsLike(tx.db, base)),
          authorId: tx.actor.id,
          title: input.title,
          content: input.content,
          category: input.category,
          visibility: input.visibility,
          isAnonymous: input.is_anonymous,
          tags: input.tags,
          image: imageUrl,
          imageAlt: imageUrl ? input.image_alt : '',
          createdAt: now,
          updatedAt: now,
        });
        return (await findPostById(tx.db, row.id))!;
      }),
    );
  } catch (error) {
    if (imageUrl) await forgetPostImage(ctx, imageUrl);
    throw error;
  }
  await announceNewPost(ctx, found.post.id);
  return toViewerPost(found, noTallies(), viewerFor(ctx.actor));
}

export async function getPost(ctx: MemberContext, slug: string): Promise<CommunityPost> {
  const viewer = viewerFor(ctx.actor);
  return presentPost(ctx, viewer, await readablePost(ctx.db, viewer, { slug }));
}

/** Only the author edits: a moderator may hide or delete a post but never put words in a member's mouth. */
export async function updatePost(
  ctx: MemberContext,
  { slug, changes }: { slug: string; changes: PostUpdate },
): Promise<CommunityPost> {
  const viewer = viewerFor(ctx.actor);
  const found = await readablePost(ctx.db, viewer, { slug });
  if (found.post.authorId !== viewer.id) throw forbidden();
  // The schema sees only the fields sent; an edit may make a stored post anonymous or followers-only alone.
  const after = {
    visibility: changes.visibility ?? found.post.visibility,
    is_anonymous: changes.is_anonymous ?? found.post.isAnonymous,
  };
  if (anonymousToFollowers(after))
    throw invalidField('body', 'visibility', COMMUNITY_MESSAGES.anonymousFollowersOnly);
  const { image_alt: imageAlt, ...fields } = changes;
  // A description belongs to a picture: a post without one has none to change.
  const described = imageAlt !== undefined && found.post.image ? { imageAlt } : {};
  await updatePostRow(ctx.db, found.post.id, {
    ...sentColumns(fields),
    ...described,
    updatedAt: ctx.clock.now(),
  });
  await announcePost(ctx, { postId: found.post.id });
  return presentPost(ctx, viewer, (await findPostById(ctx.db, found.post.id))!);
}

/** The author, or staff with the moderation permission (audited), deletes a post with its comments. */
export async function deletePost(ctx: MemberContext, slug: string): Promise<void> {
  const viewer = viewerFor(ctx.actor);
  const found = await readablePost(ctx.db, viewer, { slug });
  const own = found.post.authorId === viewer.id;
  if (!own && !viewer.canModerate) throw forbidden();
  await inTransaction(ctx, async (tx) => {
    await deletePostRow(tx.db, found.post.id);
    if (!own) {
      await recordAudit(tx, {
        action: 'community.post_deleted',
        targetUserId: found.post.authorId,
        details: { post_id: found.post.id },
      });
    }
  });
  announcePostDeleted(ctx, found);
  if (found.post.image) await forgetPostImage(ctx, found.post.image);
}
