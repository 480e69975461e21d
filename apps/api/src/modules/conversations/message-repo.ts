import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationMessages, conversationParticipants, users } from '../../db/schema';
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

export async function findMessagesWithSenders(db: DbOrTx, ids: number[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return [];
  return db
    .select({ message: conversationMessages, sender: memberCardColumns })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids));
}
