import {
  MODERATION_MESSAGES,
  OUTCOME_OF_DECISION,
  conflict,
  notFound,
  type ContentStatus,
  type ModerationDecision,
  type ModerationTarget,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { sendQuietly } from '../../lib/send-quietly';
import { recordAudit } from '../audit/service';
import { findUser } from '../users/service';
import { personName } from './dto';
import { contentRemovedMail, excerptForMail } from './mails';
import { reportCounts, resolveOpenReports } from './repo';
import type { ModeratedItem, TargetAdapter } from './target';

export type DecisionInput = { decision: ModerationDecision; reason?: string };
/** A decision on the item with this id. */
export type Decision = DecisionInput & { id: number };

export type DecisionAnswer<T extends ModerationTarget> = {
  message: string;
  target_type: T;
  target_id: number;
  decision: ModerationDecision;
  status: ContentStatus;
  reports_resolved: number;
};

/** approve and dismiss leave the item visible (a hidden one comes back); remove takes it down for good. */
const statusAfter = (decision: ModerationDecision): ContentStatus =>
  decision === 'remove' ? 'removed' : 'visible';

/**
 * What the author is told: a removal, or that held content is visible again. Dismissed reports on visible
 * content change nothing for the author, who never learns it was reported.
 */
const outcomeForAuthor = (from: ContentStatus, to: ContentStatus): 'removed' | 'restored' | null =>
  to === 'removed' ? 'removed' : from !== 'visible' && to === 'visible' ? 'restored' : null;

/** After commit: the author of removed content is mailed why, when the item's kind is mailed at all. */
async function mailAuthor(
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

/**
 * A moderator's decision on a reported item, whatever its kind: its status, every open report closed with
 * the outcome, one audit entry and the author's notification, in one transaction under the item's lock;
 * then the live announcement and the removal e-mail. A removed item is final (409). For private content
 * (messages) an item nobody reported is not the moderators' to see (404) and decided reports answer 409.
 */
export async function decide<T extends ModerationTarget, I extends ModeratedItem>(
  ctx: MemberContext,
  target: TargetAdapter<T, I, unknown>,
  { id, ...input }: Decision,
): Promise<DecisionAnswer<T>> {
  const next = statusAfter(input.decision);
  const reason = input.reason ?? null;
  const done = await inTransaction(ctx, async (tx) => {
    const item = await target.lock(tx, id);
    const ref = { targetType: target.type, targetId: id };
    const counts = item && target.onlyWhileReported ? await reportCounts(tx.db, ref) : null;
    if (!item || counts?.all === 0) throw notFound(target.texts.notFound);
    if (item.status === 'removed') throw conflict(target.texts.alreadyRemoved);
    if (counts?.open === 0 && target.onlyWhileReported)
      throw conflict(target.onlyWhileReported.alreadyDecided);
    const resolved = await resolveOpenReports(tx.db, ref, {
      decision: OUTCOME_OF_DECISION[input.decision],
      reason,
      by: tx.actor.id,
      at: tx.clock.now(),
    });
    const announce =
      next === item.status
        ? null
        : await target.setStatus(tx, { item, to: next, reason: next === 'removed' ? reason : null });
    await recordAudit(tx, {
      action: target.audit.decided,
      targetUserId: item.authorId,
      details: {
        ...target.audit.ids(item),
        decision: input.decision,
        from: item.status,
        to: next,
        reports: resolved,
      },
    });
    const outcome = outcomeForAuthor(item.status, next);
    const notice = outcome && target.notice(item, outcome, reason);
    if (notice) await tx.notifications.notify(notice, tx.db);
    return { item, resolved, announce };
  });
  done.announce?.(ctx);
  const mail = input.decision === 'remove' ? target.removalMail(done.item) : null;
  if (mail) await mailAuthor(ctx, done.item.authorId, mail, input.reason!);
  return {
    message: MODERATION_MESSAGES.decided[input.decision],
    target_type: target.type,
    target_id: id,
    decision: input.decision,
    status: next,
    reports_resolved: done.resolved,
  };
}
