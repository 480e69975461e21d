import type {
  ModerationCommentPage,
  ModerationPostPage,
  ReportStatus,
  ReportTarget,
} from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { toCommentItem, toPostItem } from './dto';
import {
  findCommentsWithAuthors,
  findPostsWithAuthors,
  listQueueGroups,
  listReportsOf,
  type QueueGroup,
  type ReportWithReporter,
} from './queue-repo';

export type QueueQuery = { status: ReportStatus; skip: number; limit: number };

/** One page of groups, the items they are about, and their newest reports, in three queries. */
async function loadQueue(ctx: Context, targetType: ReportTarget, q: QueueQuery) {
  const { db } = ctx;
  const { groups, total } = await listQueueGroups(db, { targetType, ...q });
  const ids = groups.map((g) => g.targetId);
  const reports = await listReportsOf(db, targetType, q.status, ids);
  const reportsOf = new Map<number, ReportWithReporter[]>();
  for (const report of reports) {
    const list = reportsOf.get(report.targetId) ?? [];
    list.push(report);
    reportsOf.set(report.targetId, list);
  }
  return { groups, total, ids, reportsOf };
}

const byId = <T>(rows: T[], idOf: (row: T) => number) => new Map(rows.map((row) => [idOf(row), row]));

/** Reported posts, one entry per post, with the real author (staff only) and the reports. */
export async function postQueue(ctx: Context, q: QueueQuery): Promise<ModerationPostPage> {
  const { groups, total, ids, reportsOf } = await loadQueue(ctx, 'post', q);
  const posts = byId(await findPostsWithAuthors(ctx.db, ids), (r) => r.post.id);
  const items = groups.flatMap((g: QueueGroup) => {
    const found = posts.get(g.targetId);
    return found ? [toPostItem(g, found, reportsOf.get(g.targetId) ?? [])] : [];
  });
  return { items, total, skip: q.skip, limit: q.limit };
}

/** Reported comments, one entry per comment, with the post they belong to. */
export async function commentQueue(ctx: Context, q: QueueQuery): Promise<ModerationCommentPage> {
  const { groups, total, ids, reportsOf } = await loadQueue(ctx, 'comment', q);
  const comments = byId(await findCommentsWithAuthors(ctx.db, ids), (r) => r.comment.id);
  const items = groups.flatMap((g: QueueGroup) => {
    const found = comments.get(g.targetId);
    return found ? [toCommentItem(g, found, reportsOf.get(g.targetId) ?? [])] : [];
  });
  return { items, total, skip: q.skip, limit: q.limit };
}
