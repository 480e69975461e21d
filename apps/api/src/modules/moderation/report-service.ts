import {
  MODERATION_MESSAGES,
  REPORT_HIDE_THRESHOLD,
  conflict,
  forbidden,
  notFound,
  type ModerationTarget,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { countTrustedOpenReports, insertReport } from './repo';
import type { ModeratedItem, TargetAdapter } from './target';
import { countReportAgainstLimit, establishedBy, refuseOverReportLimit } from './trust';

export type ReportInput = { id: number; reason: string };
export type ReportReceipt<T extends ModerationTarget> = {
  message: string;
  target_type: T;
  target_id: number;
};

/**
 * Records a member's report of a post, comment or message, through the item's adapter. Only an item the
 * member can see may be reported ("not found" otherwise, so a report reveals nothing), never their own, once,
 * and at most RATE_LIMITS.reportsPerAccount an hour (429, nothing recorded). The item's row is locked first,
 * so concurrent reports are counted one after another: for items that can be held, the report that brings the
 * open reports of trusted members (trust.ts) to REPORT_HIDE_THRESHOLD distinct members hides the item in the
 * same transaction, exactly once. Audited.
 */
export async function reportItem<T extends ModerationTarget, I extends ModeratedItem>(
  ctx: MemberContext,
  target: TargetAdapter<T, I, unknown>,
  { id, reason }: ReportInput,
): Promise<ReportReceipt<T>> {
  await refuseOverReportLimit(ctx, ctx.actor.id);
  const announce = await inTransaction(ctx, async (tx) => {
    const item = await target.findForReport(tx, id);
    if (!item) throw notFound(target.texts.notFound);
    if (item.authorId === tx.actor.id) throw forbidden(target.texts.ownItem);
    const ref = { targetType: target.type, targetId: item.id };
    if (!(await insertReport(tx.db, { ...ref, reporterId: tx.actor.id, reason, createdAt: tx.clock.now() })))
      throw conflict(target.texts.alreadyReported);
    await countReportAgainstLimit(tx, tx.actor.id);
    const hide =
      target.holdsAtThreshold &&
      (await countTrustedOpenReports(tx.db, ref, establishedBy(tx))) >= REPORT_HIDE_THRESHOLD;
    const announcement = hide ? await target.setStatus(tx, { item, to: 'hidden', reason: null }) : null;
    await recordAudit(tx, {
      action: target.audit.reported,
      targetUserId: item.authorId,
      details: { target_type: target.type, target_id: item.id, ...target.audit.ids(item), hidden: hide },
    });
    return announcement;
  });
  announce?.(ctx);
  return { message: MODERATION_MESSAGES.reportReceived, target_type: target.type, target_id: id };
}
