import { and, count, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { postReactions } from '../../db/schema';
import {
  commentOnPostNotice,
  newFollowerNotice,
  postReactionNotice,
  replyToCommentNotice,
} from '../notifications/notices';
import { toAuthor } from './dto';
import { findMember } from './follow-repo';
import type { CommentRow } from './comment-repo';
import type { PostRow } from './post-repo';
import { isReadableBy } from './post-repo';
import type { CommunityContext } from './viewer';

/*
 * What the community tells members through the notifications service, written inside the action's
 * transaction. Nobody is told about their own action, and an anonymous commenter is "Someone".
 */

const nameOf = async (tx: Transaction, userId: number) => {
  const member = await findMember(tx, userId);
  return member ? toAuthor(member).display_name : 'A member';
};

/** The post's author hears of a comment; the parent comment's author (if any, and still a reader) of a reply. */
export async function noticeComment(
  ctx: CommunityContext,
  tx: Transaction,
  post: PostRow,
  parent: CommentRow | null,
  actorId: number,
  anonymous: boolean,
): Promise<void> {
  const actor = anonymous ? null : await nameOf(tx, actorId);
  const replyTo =
    parent &&
    parent.authorId !== actorId &&
    parent.status === 'visible' &&
    (await isReadableBy(tx, post.id, parent.authorId))
      ? parent.authorId
      : null;
  if (replyTo !== null) await ctx.notifications.notify(replyToCommentNotice(replyTo, actor, post), tx);
  // The author who is also the parent's author hears once, of the reply.
  if (post.authorId !== actorId && post.authorId !== replyTo)
    await ctx.notifications.notify(commentOnPostNotice(post.authorId, actor, post), tx);
}

/** A new reaction (not a change of type) tells the author, grouped per post while unread. */
export async function noticeReaction(
  ctx: CommunityContext,
  tx: Transaction,
  post: PostRow,
  actorId: number,
): Promise<void> {
  if (post.authorId === actorId) return;
  const [row] = await tx
    .select({ n: count() })
    .from(postReactions)
    .where(and(eq(postReactions.postId, post.id), ne(postReactions.userId, post.authorId)));
  const actor = await nameOf(tx, actorId);
  await ctx.notifications.notify(postReactionNotice(post.authorId, actor, row?.n ?? 1, post), tx);
}

export async function noticeFollow(
  ctx: CommunityContext,
  tx: Transaction,
  followerId: number,
  followeeId: number,
): Promise<void> {
  await ctx.notifications.notify(newFollowerNotice(followeeId, await nameOf(tx, followerId), followerId), tx);
}
