import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  moderationNotice,
  type ModeratedComment,
  type ModeratedPost,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { TargetAdapter } from '../moderation/target';
import { announceCommentCount, announceCommentRemoved, announcePostStatus } from './moderation-events';
import {
  findCommentsByIds,
  findPostsByIds,
  isFollowing,
  lockComment,
  lockPost,
  setCommentStatus,
  setPostStatus,
  shiftVisibleComments,
  type LockedComment,
  type LockedPost,
} from './moderation-target-repo';

/*
 * Community posts and comments as the moderation pipeline sees them (moderation/target.ts): who may report
 * them, how they are held, restored and removed, and what open screens and authors are told.
 */

/**
 * Whether the member can see the post at all: only visible posts, and a followers-only post only by its
 * author and followers. Anything else is "not found" to them, so a report reveals nothing.
 */
async function memberSees(db: DbOrTx, post: LockedPost, memberId: number): Promise<boolean> {
  if (post.status !== 'visible') return false;
  if (post.visibility === 'public' || post.authorId === memberId) return true;
  return isFollowing(db, memberId, post.authorId);
}

export const postTarget: TargetAdapter<'post', LockedPost, { post: ModeratedPost }> = {
  type: 'post',
  texts: {
    notFound: COMMUNITY_MESSAGES.postNotFound,
    ownItem: MODERATION_MESSAGES.ownPost,
    alreadyReported: MODERATION_MESSAGES.alreadyReportedPost,
    alreadyRemoved: MODERATION_MESSAGES.postAlreadyRemoved,
  },
  holdsAtThreshold: true,
  onlyWhileReported: null,
  audit: {
    reported: 'moderation.reported',
    decided: 'moderation.post_decided',
    ids: (post) => ({ post_id: post.id }),
  },
  async findForReport(tx, id) {
    const post = await lockPost(tx.db, id);
    return post && (await memberSees(tx.db, post, tx.actor.id)) ? post : undefined;
  },
  lock: (tx, id) => lockPost(tx.db, id),
  async setStatus(tx, { item: post, to, reason }) {
    await setPostStatus(tx.db, post.id, to, reason);
    return (ctx) => announcePostStatus(ctx.events, post, to);
  },
  notice: (post, outcome, reason) => moderationNotice(post.authorId, { kind: 'post', post }, outcome, reason),
  removalMail: (post) => ({ kind: 'post', text: post.title }),
  async queueViews(ctx, ids) {
    return (await findPostsByIds(ctx.db, ids)).map((post) => ({
      id: post.id,
      authorId: post.authorId,
      show: (author) => ({
        post: {
          id: post.id,
          slug: post.slug,
          title: post.title,
          content: post.content,
          category: post.category,
          is_anonymous: post.isAnonymous,
          status: post.status,
          moderation_reason: post.moderationReason,
          author,
          created_at: post.createdAt.toISOString(),
        },
      }),
    }));
  },
};

/**
 * Comments. Counting rule: a post's comment counters count its VISIBLE comments. So the counters drop by
 * one when a visible comment is hidden (report threshold) or removed, and rise by one when a hidden comment
 * is approved or its reports dismissed; removing a hidden comment changes nothing, it was already uncounted.
 * Each change is an atomic update in the report's or decision's transaction, under the comment row's lock,
 * so a comment is counted in or out exactly once.
 */
export const commentTarget: TargetAdapter<'comment', LockedComment, { comment: ModeratedComment }> = {
  type: 'comment',
  texts: {
    notFound: COMMUNITY_MESSAGES.commentNotFound,
    ownItem: MODERATION_MESSAGES.ownComment,
    alreadyReported: MODERATION_MESSAGES.alreadyReportedComment,
    alreadyRemoved: MODERATION_MESSAGES.commentAlreadyRemoved,
  },
  holdsAtThreshold: true,
  onlyWhileReported: null,
  audit: {
    reported: 'moderation.reported',
    decided: 'moderation.comment_decided',
    ids: (comment) => ({ comment_id: comment.id, post_id: comment.post.id }),
  },
  async findForReport(tx, id) {
    const comment = await lockComment(tx.db, id);
    if (!comment || comment.status !== 'visible') return undefined;
    return (await memberSees(tx.db, comment.post, tx.actor.id)) ? comment : undefined;
  },
  lock: (tx, id) => lockComment(tx.db, id),
  async setStatus(tx, { item: comment, to, reason }) {
    await setCommentStatus(tx.db, comment.id, to, reason);
    const shift = comment.status === 'visible' ? -1 : to === 'visible' ? 1 : 0;
    const count = shift === 0 ? null : await shiftVisibleComments(tx.db, comment.post.id, shift);
    if (to === 'removed') return (ctx) => announceCommentRemoved(ctx.events, comment.post, comment.id, count);
    return count === null ? null : (ctx) => announceCommentCount(ctx.events, comment.post, count);
  },
  notice: (comment, outcome, reason) =>
    moderationNotice(comment.authorId, { kind: 'comment', post: comment.post }, outcome, reason),
  removalMail: (comment) => ({ kind: 'comment', text: comment.content }),
  async queueViews(ctx, ids) {
    return (await findCommentsByIds(ctx.db, ids)).map(({ comment, post }) => ({
      id: comment.id,
      authorId: comment.authorId,
      show: (author) => ({
        comment: {
          id: comment.id,
          content: comment.content,
          post_id: comment.postId,
          post_slug: post.slug,
          post_title: post.title,
          parent_id: comment.parentId,
          is_anonymous: comment.isAnonymous,
          status: comment.status,
          moderation_reason: comment.moderationReason,
          author,
          created_at: comment.createdAt.toISOString(),
        },
      }),
    }));
  },
};
