import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationMessages, conversationParticipants, conversations, users } from '../../db/schema';
import { memberCardColumns, type MemberCardRow } from '../community/member-card-service';

/** Conversations, their participants and read marks: the only place that touches those tables. */

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type Page = { skip: number; limit: number };
export type Membership = { conversation: ConversationRow; participant: ParticipantRow };

const active = (userId: number) =>
  and(eq(conversationParticipants.userId, userId), isNull(conversationParticipants.leftAt));

/** Joins each message to the member's participant row in its conversation. */
export const ownParticipantRow = (userId: number) =>
  and(
    eq(conversationParticipants.conversationId, conversationMessages.conversationId),
    eq(conversationParticipants.userId, userId),
  );

/** Messages of these conversations the member may see (after ownParticipantRow): none from before they joined. */
export const visibleMessagesIn = (conversationIds: number[]) =>
  and(
    inArray(conversationMessages.conversationId, conversationIds),
    gt(conversationMessages.id, conversationParticipants.visibleAfter),
  );

/** The conversation and the member's place in it, only while they are in it (not left). */
export async function findMembership(
  db: DbOrTx,
  conversationId: number,
  userId: number,
  lock = false,
): Promise<Membership | undefined> {
  const query = db
    .select({ conversation: conversations, participant: conversationParticipants })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .where(and(eq(conversations.id, conversationId), active(userId)))
    .limit(1);
  return (lock ? await query.for('update', { of: conversations }) : await query)[0];
}

export const findDirectConversation = async (db: DbOrTx, directKey: string) =>
  (await db.select().from(conversations).where(eq(conversations.directKey, directKey)).limit(1))[0];

/** Inserts a conversation; a direct one that already exists (a concurrent start) answers undefined. */
export async function insertConversation(
  db: DbOrTx,
  values: typeof conversations.$inferInsert,
): Promise<ConversationRow | undefined> {
  const rows = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return rows[0];
}

const lastMessageId = async (db: DbOrTx, conversationId: number): Promise<number> =>
  (
    await db
      .select({ id: sql<number>`coalesce(max(${conversationMessages.id}), 0)` })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
  )[0]?.id ?? 0;

/**
 * Adds members, or brings back those who left. Someone (re)joining sees only messages written from now on:
 * what was said while they were away is not theirs to read.
 */
export async function addParticipants(
  db: DbOrTx,
  conversationId: number,
  userIds: number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const after = Number(await lastMessageId(db, conversationId));
  await db
    .insert(conversationParticipants)
    .values(
      userIds.map((userId) => ({
        conversationId,
        userId,
        visibleAfter: after,
        readUpTo: after,
        joinedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { leftAt: null, visibleAfter: after, readUpTo: after, joinedAt: now },
      setWhere: sql`${conversationParticipants.leftAt} is not null`,
    });
}

export async function markLeft(db: DbOrTx, conversationId: number, userId: number, now: Date) {
  await db
    .update(conversationParticipants)
    .set({ leftAt: now })
    .where(and(eq(conversationParticipants.conversationId, conversationId), active(userId)));
}

/** Moves the member's read mark to the conversation's newest message (never backwards). */
export async function markRead(db: DbOrTx, conversationId: number, userId: number, upTo?: number) {
  const mark = upTo ?? Number(await lastMessageId(db, conversationId));
  await db
    .update(conversationParticipants)
    .set({ readUpTo: sql`greatest(${conversationParticipants.readUpTo}, ${mark})` })
    .where(and(eq(conversationParticipants.conversationId, conversationId), active(userId)));
}

export async function touchConversation(db: DbOrTx, conversationId: number, at: Date) {
  await db.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
}

/** The member's conversations, the most recently active first. */
export async function listMemberships(
  db: DbOrTx,
  userId: number,
  page: Page,
): Promise<{ rows: Membership[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ conversation: conversations, participant: conversationParticipants })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(active(userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(conversationParticipants).where(active(userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Everyone still in each of the conversations, as member cards, in the order they joined. */
export async function activeParticipants(
  db: DbOrTx,
  conversationIds: number[],
): Promise<{ conversationId: number; member: MemberCardRow }[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: conversationParticipants.conversationId, member: memberCardColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        inArray(conversationParticipants.conversationId, conversationIds),
        isNull(conversationParticipants.leftAt),
      ),
    )
    .orderBy(conversationParticipants.joinedAt, conversationParticipants.userId);
}

/** The ids of those still in the conversation. */
export async function activeParticipantIds(db: DbOrTx, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        isNull(conversationParticipants.leftAt),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Per conversation, the messages the member has not read (their own never count). */
export async function unreadCounts(
  db: DbOrTx,
  userId: number,
  conversationIds: number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, n: count() })
    .from(conversationMessages)
    .innerJoin(conversationParticipants, ownParticipantRow(userId))
    .where(
      and(
        visibleMessagesIn(conversationIds),
        gt(conversationMessages.id, conversationParticipants.readUpTo),
        ne(conversationMessages.senderId, userId),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}
