import type { ModerationTarget, ReportStatus, ReportSummary } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { toPerson, toSummary } from './dto';
import {
  findPeople,
  listQueueGroups,
  listReportRows,
  listReportsOf,
  type ReportWithReporter,
} from './queue-repo';
import type { ModeratedItem, TargetAdapter } from './target';
import { establishedBy } from './trust';

export type QueueQuery = { status: ReportStatus; skip: number; limit: number };
export type QueueEntry<V> = V & ReportSummary;
export type QueuePage<V> = { items: QueueEntry<V>[]; total: number; skip: number; limit: number };

/**
 * One page of a moderation queue, whatever was reported: one entry per item with the item as its adapter
 * shows it, its real author (staff only), the report count and the newest reports. Open queues of items that
 * reports can hide also say how many reports count toward hiding (trusted members, as of now). Four queries.
 */
export async function moderationQueue<T extends ModerationTarget, I extends ModeratedItem, V>(
  ctx: Context,
  target: TargetAdapter<T, I, V>,
  q: QueueQuery,
): Promise<QueuePage<V>> {
  const which = { targetType: target.type, status: q.status };
  const trustedBy = target.holdsAtThreshold && q.status === 'open' ? establishedBy(ctx) : undefined;
  const { groups, total } = await listQueueGroups(ctx.db, {
    ...which,
    skip: q.skip,
    limit: q.limit,
    ...(trustedBy ? { trustedBy } : {}),
  });
  const ids = groups.map((g) => g.targetId);
  const [views, reports] = await Promise.all([
    target.queueViews(ctx, ids),
    listReportsOf(ctx.db, which, ids),
  ]);
  const people = new Map(
    (await findPeople(ctx.db, [...new Set(views.map((v) => v.authorId))])).map((p) => [p.id, p]),
  );
  const viewOf = new Map(views.map((v) => [v.id, v]));
  const reportsOf = new Map<number, ReportWithReporter[]>();
  for (const report of reports)
    reportsOf.set(report.targetId, [...(reportsOf.get(report.targetId) ?? []), report]);
  const items = groups.flatMap((group) => {
    const view = viewOf.get(group.targetId);
    const author = view && people.get(view.authorId);
    if (!view || !author) return [];
    return [{ ...view.show(toPerson(author)), ...toSummary(group, reportsOf.get(group.targetId) ?? []) }];
  });
  return { items, total, skip: q.skip, limit: q.limit };
}

/** Single reports of one kind, the oldest first (not grouped per item), for callers that list them so. */
export const reportList = (ctx: Context, target: { type: ModerationTarget }, q: QueueQuery) =>
  listReportRows(ctx.db, { targetType: target.type, ...q });
