import { COMMUNITY_MESSAGES, type ReactionResult, type ReactionType } from '@fertilia/contracts';
import { notFound } from '../../lib/http-error';
import { readablePost, type PostRef } from './access';
import { noTallies, talliesByPost, viewerReactions, toAuthor } from './dto';
import { announcePost } from './events';
import { noticeReaction } from './notices';
import { findPostById, reactionTallies, type Page } from './post-repo';
import {
  deleteReaction,
  findReactionType,
  listReactionRows,
  lockPost,
  shiftReactionCounters,
  upsertReaction,
} from './reaction-repo';
import type { CommunityContext, Viewer } from './viewer';

const isLike = (type: ReactionType | undefined) => (type === 'like' ? 1 : 0);

/** The post's fresh counts and the viewer's reaction, read after the change committed. */
async function freshResult(ctx: CommunityContext, viewer: Viewer, postId: number): Promise<ReactionResult> {
  const db = ctx.deps.db.db;
  const found = await findPostById(db, postId);
  if (!found) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  const tallies = talliesByPost(await reactionTallies(db, [postId], viewer.id)).get(postId) ?? noTallies();
  return {
    post_id: postId,
    slug: found.post.slug,
    likes_count: found.post.likesCount,
    is_liked: tallies.userReaction === 'like',
    reactions: viewerReactions(found.post, tallies),
  };
}

/**
 * Sets the viewer's reaction (adding one, or changing its type). The post row is locked first, so the
 * read of the current reaction, the upsert and the counter steps form one serial unit per post: twenty
 * members at once, or one member clicking twice, leave exact counts.
 */
export async function react(
  ctx: CommunityContext,
  viewer: Viewer,
  ref: PostRef,
  type: ReactionType,
): Promise<ReactionResult> {
  const db = ctx.deps.db.db;
  const { post } = await readablePost(db, viewer, ref);
  const changed = await db.transaction(async (tx) => {
    if (!(await lockPost(tx, post.id))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const before = await findReactionType(tx, post.id, viewer.id);
    if (before === type) return false;
    await upsertReaction(tx, post.id, viewer.id, type, ctx.deps.clock.now());
    await shiftReactionCounters(tx, post.id, isLike(type) - isLike(before), before ? 0 : 1);
    if (!before) await noticeReaction(ctx, tx, post, viewer.id);
    return true;
  });
  if (changed) await announcePost(ctx, db, post.id);
  return freshResult(ctx, viewer, post.id);
}

/** Removes the viewer's reaction when it is of `type`; any other (or none) is left as it is. */
export async function unreact(
  ctx: CommunityContext,
  viewer: Viewer,
  ref: PostRef,
  type: ReactionType,
): Promise<ReactionResult> {
  const db = ctx.deps.db.db;
  const { post } = await readablePost(db, viewer, ref);
  const changed = await db.transaction(async (tx) => {
    if (!(await lockPost(tx, post.id))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    const before = await findReactionType(tx, post.id, viewer.id);
    if (before !== type) return false;
    await deleteReaction(tx, post.id, viewer.id);
    await shiftReactionCounters(tx, post.id, -isLike(before), -1);
    return true;
  });
  if (changed) await announcePost(ctx, db, post.id);
  return freshResult(ctx, viewer, post.id);
}

/** Who reacted and how. Reactions are always signed: reacting is not posting, so there is no anonymity. */
export async function listReactions(ctx: CommunityContext, viewer: Viewer, slug: string, page: Page) {
  const db = ctx.deps.db.db;
  const { post } = await readablePost(db, viewer, { slug });
  const { rows, total } = await listReactionRows(db, post.id, page);
  return {
    items: rows.map((r) => ({
      reaction_type: r.type,
      post_id: post.id,
      user: toAuthor(r.user),
      created_at: r.createdAt.toISOString(),
    })),
    total,
    skip: page.skip,
    limit: page.limit,
  };
}
