import type { CommunityComment, PostUpdateExtras } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { noTallies, talliesByPost, toPublicPost } from './dto';
import { followerIds } from './follow-repo';
import { findPostById, reactionTallies, type PostWithAuthor } from './post-repo';

/**
 * Live events go to every subscribed client whoever they are, so only posts anyone may read are announced:
 * visible and public. A followers-only post is never broadcast (its text would reach non-followers).
 */
const broadcastable = ({ post }: PostWithAuthor) => post.status === 'visible' && post.visibility === 'public';

/**
 * Announces a post's current public state. Call AFTER the transaction has committed, so listeners never see
 * a change that was rolled back. A failure here is logged, never turned into a failed request: the write
 * itself succeeded. `extras` rides along (a deleted comment's id, so open threads drop it).
 */
export async function announcePost(
  ctx: Context,
  { postId, extras = {} }: { postId: number; extras?: PostUpdateExtras },
): Promise<void> {
  try {
    const found = await findPostById(ctx.db, postId);
    if (!found || !broadcastable(found)) return;
    const tallies = talliesByPost(await reactionTallies(ctx.db, [postId], null)).get(postId) ?? noTallies();
    ctx.events.emit('post_update', { post: toPublicPost(found, tallies), ...extras });
  } catch (err) {
    ctx.log.warn({ err, postId }, 'community post_update not announced');
  }
}

/**
 * Announces a post just published (issue 15: open feeds never learnt of new posts, because a creation went
 * out as a post_update, which only merges into posts already loaded). A public post goes to the feed room;
 * a signed post also to its author's followers, flagged for their Following view; a followers-only post to
 * them alone. An anonymous post lists no followers: a flag on their copy would name its author. Call after
 * commit; a failure is logged only.
 */
export async function announceNewPost(ctx: Context, postId: number): Promise<void> {
  try {
    const found = await findPostById(ctx.db, postId);
    if (!found || found.post.status !== 'visible') return;
    const { authorId, isAnonymous, visibility } = found.post;
    // ADR 009: an anonymous followers-only post (older data) is its author's alone; nobody else is told.
    if (isAnonymous && visibility !== 'public') return;
    ctx.events.emit('new_post', {
      post: toPublicPost(found, noTallies()),
      author_id: authorId,
      follower_ids: isAnonymous ? [] : await followerIds(ctx.db, authorId),
    });
  } catch (err) {
    ctx.log.warn({ err, postId }, 'community new_post not announced');
  }
}

/**
 * A deleted post leaves open feeds and threads: the same partial post_update a moderator's removal sends
 * (id, slug, visibility for the room, status removed), so clients need no second rule. Call after commit.
 */
export function announcePostDeleted(ctx: Context, found: PostWithAuthor): void {
  // A hidden post is already off others' screens; the realtime layer routes by visibility.
  if (found.post.status !== 'visible') return;
  const { id, slug, visibility } = found.post;
  ctx.events.emit('post_update', { post: { id, slug, visibility, status: 'removed' } });
}

/** Announces a new comment in its public form (no viewer fields). Call after commit. */
export function announceComment(
  ctx: Context,
  { found, comment }: { found: PostWithAuthor; comment: CommunityComment },
): void {
  if (!broadcastable(found)) return;
  try {
    ctx.events.emit('new_comment', { post_id: found.post.id, post_slug: found.post.slug, comment });
  } catch (err) {
    ctx.log.warn({ err, postId: found.post.id }, 'community new_comment not announced');
  }
}
