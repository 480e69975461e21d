import { and, asc, countDistinct, desc, eq, inArray, lte, max, min, sql } from 'drizzle-orm';
import { MODERATION_REASONS_SHOWN, type ReportStatus, type ReportTarget } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { communityPosts, contentReports, postComments, users, type UserRow } from '../../db/schema';

/** One reported item of the queue: which item, how many reports, when. */
export type QueueGroup = { targetId: number; reportCount: number; firstAt: Date; lastAt: Date };
export type QueuePage = { groups: QueueGroup[]; total: number };
export type PersonRow = Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'role'>;

const personColumns = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
});

/** The item table joined to its reports, so reports of an item deleted by its author drop out. */
const itemTable = (targetType: ReportTarget) =>
  targetType === 'post'
    ? { table: communityPosts, id: communityPosts.id, status: communityPosts.status }
    : { table: postComments, id: postComments.id, status: postComments.status };

/**
 * Reported items grouped per item. Open queue: hidden items first (members cannot see them until someone
 * decides), then the longest waiting. Resolved: the latest decision first.
 */
export async function listQueueGroups(
  db: DbOrTx,
  q: { targetType: ReportTarget; status: ReportStatus; skip: number; limit: number },
): Promise<QueuePage> {
  const item = itemTable(q.targetType);
  const where = and(eq(contentReports.targetType, q.targetType), eq(contentReports.status, q.status));
  const firstAt = min(contentReports.createdAt);
  const order =
    q.status === 'open'
      ? [desc(sql`(${item.status} = 'hidden')`), asc(firstAt), asc(contentReports.targetId)]
      : [desc(max(contentReports.resolvedAt)), desc(contentReports.targetId)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        targetId: contentReports.targetId,
        reportCount: sql<number>`count(*)::int`,
        firstAt: sql<Date>`${firstAt}`.mapWith(contentReports.createdAt),
        lastAt: sql<Date>`${max(contentReports.createdAt)}`.mapWith(contentReports.createdAt),
      })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .where(where)
      .groupBy(contentReports.targetId, item.status)
      .orderBy(...order)
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ n: countDistinct(contentReports.targetId) })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .where(where),
  ]);
  return { groups: rows, total: totals[0]!.n };
}

export type ReportWithReporter = {
  id: number;
  targetId: number;
  reason: string;
  createdAt: Date;
  decision: 'approved' | 'removed' | 'dismissed' | null;
  decisionReason: string | null;
  resolvedAt: Date | null;
  reporter: PersonRow | null;
};

/** The newest reports of each listed item, at most MODERATION_REASONS_SHOWN per item. */
export async function listReportsOf(
  db: DbOrTx,
  targetType: ReportTarget,
  status: ReportStatus,
  targetIds: number[],
): Promise<ReportWithReporter[]> {
  if (targetIds.length === 0) return [];
  const ranked = db
    .select({
      id: contentReports.id,
      targetId: contentReports.targetId,
      reporterId: contentReports.reporterId,
      reason: contentReports.reason,
      createdAt: contentReports.createdAt,
      decision: contentReports.decision,
      decisionReason: contentReports.decisionReason,
      resolvedAt: contentReports.resolvedAt,
      rank: sql<number>`row_number() over (partition by ${contentReports.targetId} order by ${contentReports.createdAt} desc, ${contentReports.id} desc)`.as(
        'rank',
      ),
    })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.targetType, targetType),
        eq(contentReports.status, status),
        inArray(contentReports.targetId, targetIds),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      targetId: ranked.targetId,
      reason: ranked.reason,
      createdAt: ranked.createdAt,
      decision: ranked.decision,
      decisionReason: ranked.decisionReason,
      resolvedAt: ranked.resolvedAt,
      reporter: personColumns(users),
    })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.reporterId))
    .where(lte(ranked.rank, MODERATION_REASONS_SHOWN))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows;
}

export async function findPostsWithAuthors(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ post: communityPosts, author: personColumns(users) })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(inArray(communityPosts.id, ids));
}
export type PostWithAuthor = Awaited<ReturnType<typeof findPostsWithAuthors>>[number];

export async function findCommentsWithAuthors(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      comment: postComments,
      post: { slug: communityPosts.slug, title: communityPosts.title },
      author: personColumns(users),
    })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(inArray(postComments.id, ids));
}
export type CommentWithAuthor = Awaited<ReturnType<typeof findCommentsWithAuthors>>[number];
