import {
  commentOnPostNotice,
  newFollowerNotice,
  postReactionNotice,
  replyToCommentNotice,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { Context } from '../../http/context';
import type { CommentRow } from './comment-repo';
import { toAuthor } from './dto';
import { findMember } from './follow-repo';
import { isReadableBy, type PostRow } from './post-repo';
import { countReactorsExcept } from './reaction-repo';

/*
 * What the community tells members through the notifications service, written inside the action's
 * transaction (the `tx` context). Nobody is told about their own action, and an anonymous commenter is
 * "Someone".
 */

type TxContext = Context & { db: Transaction };

const nameOf = async (tx: TxContext, userId: number) => {
  const member = await findMember(tx.db, userId);
  return member ? toAuthor(member).display_name : 'A member';
};

/** The post's author hears of a comment; the parent comment's author (if any, and still a reader) of a reply. */
export async function noticeComment(
  tx: TxContext,
  {
    post,
    parent,
    actorId,
    anonymous,
  }: { post: PostRow; parent: CommentRow | null; actorId: number; anonymous: boolean },
): Promise<void> {
  const actor = anonymous ? null : await nameOf(tx, actorId);
  const replyTo =
    parent &&
    parent.authorId !== actorId &&
    parent.status === 'visible' &&
    (await isReadableBy(tx.db, post.id, parent.authorId))
      ? parent.authorId
      : null;
  if (replyTo !== null) await tx.notifications.notify(replyToCommentNotice(replyTo, actor, post), tx.db);
  // The author who is also the parent's author hears once, of the reply.
  if (post.authorId !== actorId && post.authorId !== replyTo)
    await tx.notifications.notify(commentOnPostNotice(post.authorId, actor, post), tx.db);
}

/** A new reaction (not a change of type) tells the author, grouped per post while unread. */
export async function noticeReaction(
  tx: TxContext,
  { post, actorId }: { post: PostRow; actorId: number },
): Promise<void> {
  if (post.authorId === actorId) return;
  // The reaction just added is counted, so this is at least 1.
  const reactors = await countReactorsExcept(tx.db, post.id, post.authorId);
  const actor = await nameOf(tx, actorId);
  await tx.notifications.notify(postReactionNotice(post.authorId, actor, reactors, post), tx.db);
}

export async function noticeFollow(
  tx: TxContext,
  { followerId, followeeId }: { followerId: number; followeeId: number },
): Promise<void> {
  await tx.notifications.notify(
    newFollowerNotice(followeeId, await nameOf(tx, followerId), followerId),
    tx.db,
  );
}
