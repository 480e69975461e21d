import {
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  OUTCOME_OF_DECISION,
  type ContentStatus,
  type ModerationDecision,
  type ModerationDecisionResponse,
  type ReportTarget,
} from '@fertilia/contracts';
import { conflict, notFound } from '../../lib/http-error';
import { sendQuietly } from '../../lib/send-quietly';
import { recordAudit } from '../audit/service';
import { moderationNotice } from '../notifications/notices';
import { findUserById } from '../users/repo';
import type { ModerationActor, ModerationContext } from './context';
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
  ctx: ModerationContext,
  authorId: number,
  item: { kind: 'post' | 'comment'; text: string },
  reason: string,
) {
  const author = await findUserById(ctx.deps.db.db, authorId);
  if (!author) return;
  sendQuietly(
    ctx,
    contentRemovedMail(
      ctx.deps.config,
      { email: author.email, name: personName(author) },
      { kind: item.kind, excerpt: excerptForMail(item.text) },
      reason,
    ),
  );
}

/** A moderator's decision on a post: its status, every open report closed with the outcome, one audit entry. */
export async function decidePost(
  ctx: ModerationContext,
  actor: ModerationActor,
  postId: number,
  input: DecisionInput,
): Promise<ModerationDecisionResponse> {
  const next = statusAfter(input.decision);
  const done = await ctx.deps.db.db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (!post) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    if (post.status === 'removed') throw conflict(MODERATION_MESSAGES.postAlreadyRemoved);
    const resolved = await resolveOpenReports(tx, 'post', post.id, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason: input.reason ?? null,
      by: actor.userId,
      at: ctx.deps.clock.now(),
    });
    if (next !== post.status)
      await setPostStatus(tx, post.id, next, next === 'removed' ? input.reason! : null);
    await recordAudit(tx, {
      action: 'moderation.post_decided',
      actorId: actor.userId,
      targetUserId: post.authorId,
      ip: actor.ip,
      details: { post_id: post.id, decision: input.decision, from: post.status, to: next, reports: resolved },
    });
    const outcome = outcomeForAuthor(post.status, next);
    if (outcome)
      await ctx.notifications.notify(
        moderationNotice(post.authorId, { kind: 'post', post }, outcome, input.reason ?? null),
        tx,
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
  ctx: ModerationContext,
  actor: ModerationActor,
  commentId: number,
  input: DecisionInput,
): Promise<ModerationDecisionResponse> {
  const next = statusAfter(input.decision);
  const done = await ctx.deps.db.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
    if (comment.status === 'removed') throw conflict(MODERATION_MESSAGES.commentAlreadyRemoved);
    const resolved = await resolveOpenReports(tx, 'comment', comment.id, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason: input.reason ?? null,
      by: actor.userId,
      at: ctx.deps.clock.now(),
    });
    let commentsCount: number | null = null;
    if (next !== comment.status) {
      await setCommentStatus(tx, comment.id, next, next === 'removed' ? input.reason! : null);
      if (comment.status === 'visible') commentsCount = await shiftCommentCount(tx, comment.post.id, -1);
      else if (next === 'visible') commentsCount = await shiftCommentCount(tx, comment.post.id, 1);
    }
    await recordAudit(tx, {
      action: 'moderation.comment_decided',
      actorId: actor.userId,
      targetUserId: comment.authorId,
      ip: actor.ip,
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
      await ctx.notifications.notify(
        moderationNotice(
          comment.authorId,
          { kind: 'comment', post: comment.post },
          outcome,
          input.reason ?? null,
        ),
        tx,
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
