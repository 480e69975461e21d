import { and, count, eq, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type ModerationTarget, type ReportOutcome } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { contentReports, users } from '../../db/schema';

/**
 * The one reports table, written inside the caller's transaction after the reported item's row was locked
 * by its adapter, so reports and decisions on one item are serialised.
 */

export type ItemRef = { targetType: ModerationTarget; targetId: number };

const ofItem = ({ targetType, targetId }: ItemRef) =>
  and(eq(contentReports.targetType, targetType), eq(contentReports.targetId, targetId));

/** Inserts the member's report; false when that member already reported this item (unique index). */
export async function insertReport(
  tx: DbOrTx,
  values: ItemRef & { reporterId: number; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing({
      target: [contentReports.reporterId, contentReports.targetType, contentReports.targetId],
    })
    .returning({ id: contentReports.id });
  return rows.length > 0;
}

const pastReports = alias(contentReports, 'past_reports');

/**
 * Whether the reporter of the report row in scope counts toward hiding (ADR 009, finding 12): staff, or an
 * active, confirmed member whose account was created by `establishedBy` and none of whose reports, of
 * anything, a moderator ever dismissed. The query must join `users` on the reporter.
 */
export const trustedReporter = (db: DbOrTx, establishedBy: Date): SQL =>
  or(
    inArray(users.role, [...STAFF_ROLES]),
    and(
      eq(users.confirmed, true),
      eq(users.status, 'active'),
      lte(users.createdAt, establishedBy),
      notExists(
        db
          .select({ one: sql`1` })
          .from(pastReports)
          .where(
            and(eq(pastReports.reporterId, contentReports.reporterId), eq(pastReports.decision, 'dismissed')),
          ),
      ),
    ),
  )!;

/**
 * Open reports of an item by trusted members; one per member by the unique index, so this is the number of
 * distinct trusted reporters.
 */
export const countTrustedOpenReports = async (
  tx: DbOrTx,
  item: ItemRef,
  establishedBy: Date,
): Promise<number> =>
  (
    await tx
      .select({ n: count() })
      .from(contentReports)
      .innerJoin(users, eq(users.id, contentReports.reporterId))
      .where(and(ofItem(item), eq(contentReports.status, 'open'), trustedReporter(tx, establishedBy)))
  )[0]!.n;

/** How many reports the item has, open and in all. */
export async function reportCounts(tx: DbOrTx, item: ItemRef): Promise<{ open: number; all: number }> {
  const [row] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${contentReports.status} = 'open')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(contentReports)
    .where(ofItem(item));
  return { open: row?.open ?? 0, all: row?.all ?? 0 };
}

/** Closes every open report of an item with the moderator's decision; returns how many it closed. */
export async function resolveOpenReports(
  tx: DbOrTx,
  item: ItemRef,
  resolution: { decision: ReportOutcome; reason: string | null; by: number; at: Date },
): Promise<number> {
  const rows = await tx
    .update(contentReports)
    .set({
      status: 'resolved',
      decision: resolution.decision,
      decisionReason: resolution.reason,
      resolvedBy: resolution.by,
      resolvedAt: resolution.at,
    })
    .where(and(ofItem(item), eq(contentReports.status, 'open')))
    .returning({ id: contentReports.id });
  return rows.length;
}
