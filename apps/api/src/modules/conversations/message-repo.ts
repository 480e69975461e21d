import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  conversationMessageReports,
  conversationMessages,
  conversationParticipants,
  users,
} from '../../db/schema';
import { memberCardColumns, type MemberCardRow } from '../community/member-card-service';
import { ownParticipantRow, visibleMessagesIn, type Page } from './repo';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type MessageWithSender = { message: MessageRow; sender: MemberCardRow };

export async function insertMessage(
  db: DbOrTx,
  values: typeof conversationMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  return row!;
}

/** One page counted back from the newest message the member may see; answered oldest first. */
export async function listMessages(
  db: DbOrTx,
  conversationId: number,
  visibleAfter: number,
  page: Page,
): Promise<{ rows: MessageWithSender[]; total: number }> {
  const where = and(
    eq(conversationMessages.conversationId, conversationId),
    gt(conversationMessages.id, visibleAfter),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ message: conversationMessages, sender: memberCardColumns })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.senderId))
      .where(where)
      .orderBy(desc(conversationMessages.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(conversationMessages).where(where),
  ]);
  return { rows: rows.reverse(), total: totals[0]?.total ?? 0 };
}

/** The newest message of each conversation that this member may see. */
export async function lastVisibleMessages(
  db: DbOrTx,
  userId: number,
  conversationIds: number[],
): Promise<Map<number, MessageWithSender>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId], {
      message: conversationMessages,
      sender: memberCardColumns,
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .innerJoin(conversationParticipants, ownParticipantRow(userId))
    .where(visibleMessagesIn(conversationIds))
    .orderBy(asc(conversationMessages.conversationId), desc(conversationMessages.id));
  return new Map(rows.map((r) => [r.message.conversationId, r]));
}

export const findMessage = async (db: DbOrTx, id: number): Promise<MessageWithSender | undefined> =>
  (
    await db
      .select({ message: conversationMessages, sender: memberCardColumns })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.senderId))
      .where(eq(conversationMessages.id, id))
      .limit(1)
  )[0];

/** One report per member per message: a second answers false. */
export async function insertMessageReport(
  db: DbOrTx,
  values: typeof conversationMessageReports.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(conversationMessageReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversationMessageReports.id });
  return rows.length > 0;
}

export type ReportRow = typeof conversationMessageReports.$inferSelect;

/** The moderators' list: reports of one status, the oldest waiting first, with the reporter. */
export async function listMessageReports(
  db: DbOrTx,
  status: 'open' | 'resolved',
  page: Page,
): Promise<{ rows: { report: ReportRow; reporter: MemberCardRow }[]; total: number }> {
  const where = eq(conversationMessageReports.status, status);
  const [rows, totals] = await Promise.all([
    db
      .select({ report: conversationMessageReports, reporter: memberCardColumns })
      .from(conversationMessageReports)
      .innerJoin(users, eq(users.id, conversationMessageReports.reporterId))
      .where(where)
      .orderBy(asc(conversationMessageReports.createdAt), asc(conversationMessageReports.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(conversationMessageReports).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMessagesWithSenders(db: DbOrTx, ids: number[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return [];
  return db
    .select({ message: conversationMessages, sender: memberCardColumns })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids));
}
