import { COMMUNITY_MESSAGES, notFound, type ReactionResult, type ReactionType } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import { inTransaction, type MemberContext } from '../../http/context';
import { readablePost, viewerFor, type PostRef, type Viewer } from './access';
import { noTallies, talliesByPost, viewerReactions, toAuthor } from './dto';
import { announcePost } from './events';
import { noticeReaction } from './notices';
import { findPostById, reactionTallies, type Page, type PostRow } from './post-repo';
import {
  deleteReaction,
  findReactionType,
  listReactionRows,
  lockPost,
  shiftReactionCounters,
  upsertReaction,
} from './reaction-repo';

/** A reaction of `type` to the post named by slug (like/unlike) or by id (the typed reaction calls). */
export type ReactionChange = { post: PostRef; type: ReactionType };

const isLike = (type: ReactionType | undefined) => (type === 'like' ? 1 : 0);

/** The post's fresh counts and the viewer's reaction, read after the change committed. */
async function freshResult(ctx: MemberContext, viewer: Viewer, postId: number): Promise<ReactionResult> {
  const found = await findPostById(ctx.db, postId);
  if (!found) throw notFound(COMMUNITY_MESSAGES.postNotFound);
  const tallies =
    talliesByPost(await reactionTallies(ctx.db, [postId], viewer.id)).get(postId) ?? noTallies();
  return {
    post_id: postId,
    slug: found.post.slug,
    likes_count: found.post.likesCount,
    is_liked: tallies.userReaction === 'like',
    reactions: viewerReactions(found.post, tallies),
  };
}

type ReactionStep = {
  tx: MemberContext & { db: Transaction };
  post: PostRow;
  viewer: Viewer;
  /** The viewer's reaction before the change, if any. */
  before: ReactionType | undefined;
};

/**
 * Runs one change of the viewer's reaction with the post row locked first, so the read of the current
 * reaction, the write and the counter steps form one serial unit per post: twenty members at once, or one
 * member clicking twice, leave exact counts. `step` says whether it changed anything; a change is announced.
 */
async function changeReaction(
  ctx: MemberContext,
  ref: PostRef,
  step: (change: ReactionStep) => Promise<boolean>,
): Promise<ReactionResult> {
  const viewer = viewerFor(ctx.actor);
  const { post } = await readablePost(ctx.db, viewer, ref);
  const changed = await inTransaction(ctx, async (tx) => {
    if (!(await lockPost(tx.db, post.id))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return step({ tx, post, viewer, before: await findReactionType(tx.db, post.id, viewer.id) });
  });
  if (changed) await announcePost(ctx, { postId: post.id });
  return freshResult(ctx, viewer, post.id);
}

/** Sets the viewer's reaction (adding one, or changing its type). */
export const react = (ctx: MemberContext, { post: ref, type }: ReactionChange): Promise<ReactionResult> =>
  changeReaction(ctx, ref, async ({ tx, post, viewer, before }) => {
    if (before === type) return false;
    await upsertReaction(tx.db, post.id, viewer.id, type, tx.clock.now());
    await shiftReactionCounters(tx.db, post.id, isLike(type) - isLike(before), before ? 0 : 1);
    if (!before) await noticeReaction(tx, { post, actorId: viewer.id });
    return true;
  });

/** Removes the viewer's reaction when it is of `type`; any other (or none) is left as it is. */
export const unreact = (ctx: MemberContext, { post: ref, type }: ReactionChange): Promise<ReactionResult> =>
  changeReaction(ctx, ref, async ({ tx, post, viewer, before }) => {
    if (before !== type) return false;
    await deleteReaction(tx.db, post.id, viewer.id);
    await shiftReactionCounters(tx.db, post.id, -isLike(before), -1);
    return true;
  });

/** Who reacted and how. Reactions are always signed: reacting is not posting, so there is no anonymity. */
export async function listReactions(ctx: MemberContext, { slug, page }: { slug: string; page: Page }) {
  const viewer = viewerFor(ctx.actor);
  const { post } = await readablePost(ctx.db, viewer, { slug });
  const { rows, total } = await listReactionRows(ctx.db, post.id, page);
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
