import { and, asc, countDistinct, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { ReportOutcome, ReportStatus } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { conversationMessageReports, conversationMessages, users } from '../../db/schema';
import type { Page } from './repo';

/** The moderators' side of message reports: the only place that reads reports grouped per message. */

const person = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
});
export type PersonRow = { [K in keyof ReturnType<typeof person>]: (typeof users.$inferSelect)[K] };

export type MessageGroup = { messageId: number; reportCount: number; firstAt: Date; lastAt: Date };

/** One row per message with reports of that status, the longest waiting first. */
export async function listReportedMessages(
  db: DbOrTx,
  status: ReportStatus,
  page: Page,
): Promise<{ groups: MessageGroup[]; total: number }> {
  const where = eq(conversationMessageReports.status, status);
  const firstAt = min(conversationMessageReports.createdAt);
  const [groups, totals] = await Promise.all([
    db
      .select({
        messageId: conversationMessageReports.messageId,
        reportCount: sql<number>`count(*)::int`,
        firstAt: sql<Date>`${firstAt}`.mapWith(conversationMessageReports.createdAt),
        lastAt: sql<Date>`${max(conversationMessageReports.createdAt)}`.mapWith(
          conversationMessageReports.createdAt,
        ),
      })
      .from(conversationMessageReports)
      .where(where)
      .groupBy(conversationMessageReports.messageId)
      .orderBy(asc(firstAt), asc(conversationMessageReports.messageId))
      .offset(page.skip)
      .limit(page.limit),
    db
      .select({ total: countDistinct(conversationMessageReports.messageId) })
      .from(conversationMessageReports)
      .where(where),
  ]);
  return { groups, total: totals[0]?.total ?? 0 };
}

export type MessageWithAuthor = {
  message: typeof conversationMessages.$inferSelect;
  author: PersonRow;
};

export async function findMessagesWithAuthors(db: DbOrTx, ids: number[]): Promise<MessageWithAuthor[]> {
  if (ids.length === 0) return [];
  return db
    .select({ message: conversationMessages, author: person(users) })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids));
}

export type MessageReportRow = {
  id: number;
  messageId: number;
  reason: string;
  createdAt: Date;
  decision: ReportOutcome | null;
  decisionReason: string | null;
  resolvedAt: Date | null;
  reporter: PersonRow;
};

/** The reports of the listed messages with that status, newest first; the caller keeps the first few. */
export async function listReportsOfMessages(
  db: DbOrTx,
  status: ReportStatus,
  messageIds: number[],
): Promise<MessageReportRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: conversationMessageReports.id,
      messageId: conversationMessageReports.messageId,
      reason: conversationMessageReports.reason,
      createdAt: conversationMessageReports.createdAt,
      decision: conversationMessageReports.decision,
      decisionReason: conversationMessageReports.decisionReason,
      resolvedAt: conversationMessageReports.resolvedAt,
      reporter: person(users),
    })
    .from(conversationMessageReports)
    .innerJoin(users, eq(users.id, conversationMessageReports.reporterId))
    .where(
      and(
        eq(conversationMessageReports.status, status),
        inArray(conversationMessageReports.messageId, messageIds),
      ),
    )
    .orderBy(desc(conversationMessageReports.createdAt), desc(conversationMessageReports.id));
}

/** The message row, locked until the transaction ends, so two decisions on it are serialised. */
export const lockMessage = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select({
        id: conversationMessages.id,
        conversationId: conversationMessages.conversationId,
        senderId: conversationMessages.senderId,
        removedAt: conversationMessages.removedAt,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, id))
      .for('update')
  )[0];

/** How many reports the message has in each status. */
export async function reportCounts(tx: DbOrTx, messageId: number): Promise<{ open: number; all: number }> {
  const [row] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${conversationMessageReports.status} = 'open')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(conversationMessageReports)
    .where(eq(conversationMessageReports.messageId, messageId));
  return { open: row?.open ?? 0, all: row?.all ?? 0 };
}

/** Closes every open report of the message with the same outcome; returns how many. */
export async function resolveMessageReports(
  tx: DbOrTx,
  messageId: number,
  outcome: { decision: ReportOutcome; reason: string | null; by: number; at: Date },
): Promise<number> {
  const rows = await tx
    .update(conversationMessageReports)
    .set({
      status: 'resolved',
      decision: outcome.decision,
      decisionReason: outcome.reason,
      resolvedBy: outcome.by,
      resolvedAt: outcome.at,
    })
    .where(
      and(eq(conversationMessageReports.messageId, messageId), eq(conversationMessageReports.status, 'open')),
    )
    .returning({ id: conversationMessageReports.id });
  return rows.length;
}

export async function markMessageRemoved(tx: DbOrTx, messageId: number, reason: string, at: Date) {
  await tx
    .update(conversationMessages)
    .set({ removedAt: at, removalReason: reason })
    .where(eq(conversationMessages.id, messageId));
}
