import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  OUTCOME_OF_DECISION,
  conflict,
  notFound,
  type ContentStatus,
  type ModerationDecision,
  type ModerationDecisionResponse,
  type ReportTarget,
  moderationNotice,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { sendQuietly } from '../../lib/send-quietly';
import { recordAudit } from '../audit/service';
import { findUser } from '../users/service';
import { personName } from './dto';
import { announceCommentCount, announceCommentRemoved, announcePostStatus } from './live';
import { contentRemovedMail, excerptForMail } from './mails';
import {
  lockComment,
  lockPost,
  resolveOpenReports,
  setCommentStatus,
  setPostStatus,
  shiftCommentCount,
} from './repo';

export type DecisionInput = { decision: ModerationDecision; reason?: string };
/** A decision on the post or comment with this id. */
export type Decision = DecisionInput & { id: number };

/** approve and dismiss leave the item visible (a hidden one comes back); remove takes it down for good. */
const statusAfter = (decision: ModerationDecision): ContentStatus =>
  decision === 'remove' ? 'removed' : 'visible';

/**
 * What the author is told: a removal, or that held content is visible again. Dismissed reports on visible
 * content change nothing for the author, who never learns it was reported.
 */
const outcomeForAuthor = (from: ContentStatus, to: ContentStatus): 'removed' | 'restored' | null =>
  to === 'removed' ? 'removed' : from !== 'visible' && to === 'visible' ? 'restored' : null;

const answer = (
  targetType: ReportTarget,
  targetId: number,
  input: DecisionInput,
  reportsResolved: number,
): ModerationDecisionResponse => ({
  message: MODERATION_MESSAGES.decided[input.decision],
  target_type: targetType,
  target_id: targetId,
  decision: input.decision,
  status: statusAfter(input.decision),
  reports_resolved: reportsResolved,
});

/** After commit: the author of removed content is told why (a notification service will add an in-app note). */
async function tellAuthor(
  ctx: Context,
  authorId: number,
  item: { kind: 'post' | 'comment'; text: string },
  reason: string,
) {
  const author = await findUser(ctx, authorId);
  if (!author) return;
  sendQuietly(
    ctx,
    contentRemovedMail(
      ctx.config,
      { email: author.email, name: personName(author) },
      { kind: item.kind, excerpt: excerptForMail(item.text) },
      reason,
    ),
  );
}

/** A moderator's decision on a post: its status, every open report closed with the outcome, one audit entry. */
export async function decidePost(
  ctx: MemberContext,
  { id: postId, ...input }: Decision,
): Promise<ModerationDecisionResponse> {
  const next = statusAfter(input.decision);
  const done = await inTransaction(ctx, async (tx) => {
    const post = await lockPost(tx.db, postId);
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    if (post.status === 'removed') throw conflict(MODERATION_MESSAGES.postAlreadyRemoved);
    const resolved = await resolveOpenReports(tx.db, 'post', post.id, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason: input.reason ?? null,
      by: tx.actor.id,
      at: tx.clock.now(),
    });
    if (next !== post.status)
      await setPostStatus(tx.db, post.id, next, next === 'removed' ? input.reason! : null);
    await recordAudit(tx, {
      action: 'moderation.post_decided',
      targetUserId: post.authorId,
      details: { post_id: post.id, decision: input.decision, from: post.status, to: next, reports: resolved },
    });
    const outcome = outcomeForAuthor(post.status, next);
    if (outcome)
      await tx.notifications.notify(
        moderationNotice(post.authorId, { kind: 'post', post }, outcome, input.reason ?? null),
        tx.db,
      );
    return { post, resolved };
  });
  const { post, resolved } = done;
  if (post.status !== next) announcePostStatus(ctx.events, post, next);
  if (input.decision === 'remove')
    await tellAuthor(ctx, post.authorId, { kind: 'post', text: post.title }, input.reason!);
  return answer('post', post.id, input, resolved);
}

/**
 * A moderator's decision on a comment. Counting rule: a post's comment counters count its VISIBLE comments.
 * So the counters drop by one when a visible comment is hidden (report threshold) or removed, and rise by
 * one when a hidden comment is approved or its reports dismissed; removing a hidden comment changes
 * nothing, it was already uncounted. Each change is an atomic update in the decision's transaction, under
 * the comment row's lock, so a comment is counted in or out exactly once.
 */
export async function decideComment(
  ctx: MemberContext,
  { id: commentId, ...input }: Decision,
): Promise<ModerationDecisionResponse> {
  const next = statusAfter(input.decision);
  const done = await inTransaction(ctx, async (tx) => {
    const comment = await lockComment(tx.db, commentId);
    if (!comment) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
    if (comment.status === 'removed') throw conflict(MODERATION_MESSAGES.commentAlreadyRemoved);
    const resolved = await resolveOpenReports(tx.db, 'comment', comment.id, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason: input.reason ?? null,
      by: tx.actor.id,
      at: tx.clock.now(),
    });
    let commentsCount: number | null = null;
    if (next !== comment.status) {
      await setCommentStatus(tx.db, comment.id, next, next === 'removed' ? input.reason! : null);
      if (comment.status === 'visible') commentsCount = await shiftCommentCount(tx.db, comment.post.id, -1);
      else if (next === 'visible') commentsCount = await shiftCommentCount(tx.db, comment.post.id, 1);
    }
    await recordAudit(tx, {
      action: 'moderation.comment_decided',
      targetUserId: comment.authorId,
      details: {
        comment_id: comment.id,
        post_id: comment.post.id,
        decision: input.decision,
        from: comment.status,
        to: next,
        reports: resolved,
      },
    });
    const outcome = outcomeForAuthor(comment.status, next);
    if (outcome)
      await tx.notifications.notify(
        moderationNotice(
          comment.authorId,
          { kind: 'comment', post: comment.post },
          outcome,
          input.reason ?? null,
        ),
        tx.db,
      );
    return { comment, resolved, commentsCount };
  });
  const { comment, resolved, commentsCount } = done;
  if (next === 'removed') announceCommentRemoved(ctx.events, comment.post, comment.id, commentsCount);
  else if (commentsCount !== null) announceCommentCount(ctx.events, comment.post, commentsCount);
  if (input.decision === 'remove')
    await tellAuthor(ctx, comment.authorId, { kind: 'comment', text: comment.content }, input.reason!);
  return answer('comment', comment.id, input, resolved);
}
