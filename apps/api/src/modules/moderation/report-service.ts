import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  conflict,
  forbidden,
  notFound,
  type ReportResponse,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { announceCommentCount, announcePostStatus } from './live';
import {
  countOpenReports,
  insertReport,
  isFollowing,
  lockComment,
  lockPost,
  setCommentStatus,
  setPostStatus,
  shiftCommentCount,
  type LockedPost,
} from './repo';

/**
 * Whether the member can see the post at all: only visible posts, and a followers-only post only by its
 * author and followers. Anything else is "not found" to them, so a report reveals nothing.
 */
async function memberSees(db: DbOrTx, post: LockedPost, memberId: number): Promise<boolean> {
  if (post.status !== 'visible') return false;
  if (post.visibility === 'public' || post.authorId === memberId) return true;
  return isFollowing(db, memberId, post.authorId);
}

const received = (targetType: 'post' | 'comment', targetId: number): ReportResponse => ({
  message: MODERATION_MESSAGES.reportReceived,
  target_type: targetType,
  target_id: targetId,
});

/**
 * Records a member's report of a post. The post row is locked first, so concurrent reports are counted one
 * after another: the report that brings the open reports to REPORT_HIDE_THRESHOLD distinct members hides
 * the post in the same transaction, exactly once.
 */
export async function reportPost(
  ctx: MemberContext,
  { postId, reason }: { postId: number; reason: string },
): Promise<ReportResponse> {
  const me = ctx.actor.id;
  const outcome = await inTransaction(ctx, async (tx) => {
    const post = await lockPost(tx.db, postId);
    if (!post || !(await memberSees(tx.db, post, me))) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    if (post.authorId === me) throw forbidden(MODERATION_MESSAGES.ownPost);
    const inserted = await insertReport(tx.db, {
      reporterId: me,
      targetType: 'post',
      targetId: post.id,
      reason,
    });
    if (!inserted) throw conflict(MODERATION_MESSAGES.alreadyReportedPost);
    const hide = (await countOpenReports(tx.db, 'post', post.id)) >= REPORT_HIDE_THRESHOLD;
    if (hide) await setPostStatus(tx.db, post.id, 'hidden', null);
    await recordAudit(tx, {
      action: 'moderation.reported',
      targetUserId: post.authorId,
      details: { target_type: 'post', target_id: post.id, hidden: hide },
    });
    return { post, hide };
  });
  if (outcome.hide) announcePostStatus(ctx.events, outcome.post, 'hidden');
  return received('post', postId);
}

/**
 * The same for a comment. Hiding a comment takes it out of the post's comment counters, which count
 * visible comments only (see decision-service for the whole rule).
 */
export async function reportComment(
  ctx: MemberContext,
  { commentId, reason }: { commentId: number; reason: string },
): Promise<ReportResponse> {
  const me = ctx.actor.id;
  const outcome = await inTransaction(ctx, async (tx) => {
    const comment = await lockComment(tx.db, commentId);
    if (!comment || comment.status !== 'visible' || !(await memberSees(tx.db, comment.post, me)))
      throw notFound(COMMUNITY_MESSAGES.commentNotFound);
    if (comment.authorId === me) throw forbidden(MODERATION_MESSAGES.ownComment);
    const inserted = await insertReport(tx.db, {
      reporterId: me,
      targetType: 'comment',
      targetId: comment.id,
      reason,
    });
    if (!inserted) throw conflict(MODERATION_MESSAGES.alreadyReportedComment);
    const hide = (await countOpenReports(tx.db, 'comment', comment.id)) >= REPORT_HIDE_THRESHOLD;
    let commentsCount: number | null = null;
    if (hide) {
      await setCommentStatus(tx.db, comment.id, 'hidden', null);
      commentsCount = await shiftCommentCount(tx.db, comment.post.id, -1);
    }
    await recordAudit(tx, {
      action: 'moderation.reported',
      targetUserId: comment.authorId,
      details: { target_type: 'comment', target_id: comment.id, post_id: comment.post.id, hidden: hide },
    });
    return { post: comment.post, commentsCount };
  });
  if (outcome.commentsCount !== null) announceCommentCount(ctx.events, outcome.post, outcome.commentsCount);
  return received('comment', commentId);
}
