import { and, asc, count, countDistinct, desc, eq, inArray, lte, max, min, sql } from 'drizzle-orm';
import {
  MODERATION_REASONS_SHOWN,
  type ModerationTarget,
  type ReportOutcome,
  type ReportStatus,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import {
  communityPosts,
  contentReports,
  conversationMessages,
  postComments,
  users,
  type UserRow,
} from '../../db/schema';
import { trustedReporter } from './repo';

/** One reported item of the queue: which item, how many reports (by trusted members when asked), when. */
export type QueueGroup = {
  targetId: number;
  reportCount: number;
  trustedCount: number | null;
  firstAt: Date;
  lastAt: Date;
};
export type QueuePage = { groups: QueueGroup[]; total: number };
export type PersonRow = Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'role'>;
export type QueueQuery = { targetType: ModerationTarget; status: ReportStatus; skip: number; limit: number };

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/**
 * The table each target type's ids point into. The queue joins it, so reports of an item deleted since drop
 * out, and open queues put held (hidden) items first: members cannot see them until someone decides.
 */
const ITEMS = {
  post: { table: communityPosts, id: communityPosts.id, held: sql`(${communityPosts.status} = 'hidden')` },
  comment: { table: postComments, id: postComments.id, held: sql`(${postComments.status} = 'hidden')` },
  message: { table: conversationMessages, id: conversationMessages.id, held: null },
} as const;

const reportsOf = (q: Pick<QueueQuery, 'targetType' | 'status'>) =>
  and(eq(contentReports.targetType, q.targetType), eq(contentReports.status, q.status));

/**
 * Reported items grouped per item. Open queue: held items first, then the longest waiting. Resolved: the
 * latest decision first. With `trustedBy` (accounts created by then are old enough), each group also counts
 * the reports of trusted members (repo.ts, trustedReporter).
 */
export async function listQueueGroups(db: DbOrTx, q: QueueQuery & { trustedBy?: Date }): Promise<QueuePage> {
  const item = ITEMS[q.targetType];
  const held = item.held ? [item.held] : [];
  const firstAt = min(contentReports.createdAt);
  const order =
    q.status === 'open'
      ? [...held.map((h) => desc(h)), asc(firstAt), asc(contentReports.targetId)]
      : [desc(max(contentReports.resolvedAt)), desc(contentReports.targetId)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        targetId: contentReports.targetId,
        reportCount: sql<number>`count(*)::int`,
        trustedCount: q.trustedBy
          ? sql<number>`(count(*) filter (where ${trustedReporter(db, q.trustedBy)}))::int`
          : sql<null>`null`,
        firstAt: sql<Date>`${firstAt}`.mapWith(contentReports.createdAt),
        lastAt: sql<Date>`${max(contentReports.createdAt)}`.mapWith(contentReports.createdAt),
      })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .leftJoin(users, eq(users.id, contentReports.reporterId))
      .where(reportsOf(q))
      .groupBy(contentReports.targetId, ...held)
      .orderBy(...order)
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ n: countDistinct(contentReports.targetId) })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .where(reportsOf(q)),
  ]);
  return { groups: rows, total: totals[0]!.n };
}

export type ReportWithReporter = {
  id: number;
  targetId: number;
  reason: string;
  createdAt: Date;
  decision: ReportOutcome | null;
  decisionReason: string | null;
  resolvedAt: Date | null;
  reporter: PersonRow | null;
};

/** The newest reports of each listed item, at most MODERATION_REASONS_SHOWN per item. */
export async function listReportsOf(
  db: DbOrTx,
  q: Pick<QueueQuery, 'targetType' | 'status'>,
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
    .where(and(reportsOf(q), inArray(contentReports.targetId, targetIds)))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      targetId: ranked.targetId,
      reason: ranked.reason,
      createdAt: ranked.createdAt,
      decision: ranked.decision,
      decisionReason: ranked.decisionReason,
      resolvedAt: ranked.resolvedAt,
      reporter: personColumns,
    })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.reporterId))
    .where(lte(ranked.rank, MODERATION_REASONS_SHOWN))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/** The people behind these ids, as staff see them. */
export async function findPeople(db: DbOrTx, ids: number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(inArray(users.id, ids));
}

export type ReportRow = {
  id: number;
  targetId: number;
  reporterId: number;
  reason: string;
  status: ReportStatus;
  createdAt: Date;
};

/** Single reports (not grouped) of one type and status, the oldest first, of items that still exist. */
export async function listReportRows(
  db: DbOrTx,
  q: QueueQuery,
): Promise<{ rows: ReportRow[]; total: number }> {
  const item = ITEMS[q.targetType];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: contentReports.id,
        targetId: contentReports.targetId,
        reporterId: contentReports.reporterId,
        reason: contentReports.reason,
        status: contentReports.status,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .where(reportsOf(q))
      .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
      .offset(q.skip)
      .limit(q.limit),
    db
      .select({ n: count() })
      .from(contentReports)
      .innerJoin(item.table, eq(item.id, contentReports.targetId))
      .where(reportsOf(q)),
  ]);
  return { rows, total: totals[0]!.n };
}
