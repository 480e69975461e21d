import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  assistantFeedback,
  assistantMessages,
  assistantSessions,
  type AssistantFeedbackRow,
  type AssistantMessageRow,
  type AssistantSessionRow,
} from '../../db/schema';

/* The only file of the assistant's conversations that touches Drizzle (retrieval has its own, passage-repo). */

const s = assistantSessions;
const m = assistantMessages;
const f = assistantFeedback;

export type SessionView = AssistantSessionRow & { messageCount: number };
export type MessageView = AssistantMessageRow & {
  feedback: Pick<AssistantFeedbackRow, 'rating' | 'feedbackText'> | null;
};
export type NewSession = typeof s.$inferInsert;
export type NewMessage = typeof m.$inferInsert;

// Spelled out: inside a subquery Drizzle would leave the outer column unqualified, matching the inner `id`.
const messageCount = sql<number>`(select count(*)::int from assistant_messages counted where counted.session_id = assistant_sessions.id)`;

export async function sessionPage(
  db: DbOrTx,
  userId: number,
  page: { skip: number; limit: number },
): Promise<{ rows: SessionView[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ session: s, messageCount })
      .from(s)
      .where(eq(s.userId, userId))
      .orderBy(desc(s.updatedAt), desc(s.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(s).where(eq(s.userId, userId)),
  ]);
  return { rows: rows.map((r) => ({ ...r.session, messageCount: r.messageCount })), total: totals[0]!.n };
}

/** The session if it is hers; `lock` holds it for the rest of the transaction (one answer at a time). */
export async function findOwnSession(
  db: DbOrTx,
  id: number,
  userId: number,
  { lock = false } = {},
): Promise<SessionView | undefined> {
  const query = db
    .select({ session: s, messageCount })
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)));
  const row = (await (lock ? query.for('update', { of: s }) : query))[0];
  return row && { ...row.session, messageCount: row.messageCount };
}

export const insertSession = async (db: DbOrTx, values: NewSession): Promise<AssistantSessionRow> =>
  (await db.insert(s).values(values).returning())[0]!;

export const updateSession = async (
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<NewSession, 'title' | 'useMyContext' | 'shareContextWithModel' | 'updatedAt'>>,
): Promise<void> => {
  await db.update(s).set(changes).where(eq(s.id, id));
};

export const deleteSession = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(s).where(eq(s.id, id));
};

const withFeedback = (db: DbOrTx) =>
  db
    .select({ message: m, rating: f.rating, feedbackText: f.feedbackText })
    .from(m)
    .leftJoin(f, eq(f.messageId, m.id));

const toView = (row: {
  message: AssistantMessageRow;
  rating: number | null;
  feedbackText: string | null;
}): MessageView => ({
  ...row.message,
  feedback: row.rating === null ? null : { rating: row.rating, feedbackText: row.feedbackText },
});

export async function messagePage(
  db: DbOrTx,
  sessionId: number,
  page: { skip: number; limit: number },
): Promise<{ rows: MessageView[]; total: number }> {
  const [rows, totals] = await Promise.all([
    withFeedback(db).where(eq(m.sessionId, sessionId)).orderBy(asc(m.id)).offset(page.skip).limit(page.limit),
    db.select({ n: count() }).from(m).where(eq(m.sessionId, sessionId)),
  ]);
  return { rows: rows.map(toView), total: totals[0]!.n };
}

/** The latest turns of a conversation, oldest first, for a writer that can use them. */
export async function recentMessages(
  db: DbOrTx,
  sessionId: number,
  limit: number,
): Promise<AssistantMessageRow[]> {
  const rows = await db.select().from(m).where(eq(m.sessionId, sessionId)).orderBy(desc(m.id)).limit(limit);
  return rows.reverse();
}

export const insertMessage = async (db: DbOrTx, values: NewMessage): Promise<MessageView> => ({
  ...(await db.insert(m).values(values).returning())[0]!,
  feedback: null,
});

export const findMessageIn = async (
  db: DbOrTx,
  sessionId: number,
  messageId: number,
): Promise<AssistantMessageRow | undefined> =>
  (
    await db
      .select()
      .from(m)
      .where(and(eq(m.id, messageId), eq(m.sessionId, sessionId)))
      .limit(1)
  )[0];

/** One rating per answer: rating again replaces the rating and the comment. */
export async function upsertFeedback(
  db: DbOrTx,
  values: Pick<AssistantFeedbackRow, 'messageId' | 'sessionId' | 'userId' | 'rating' | 'feedbackText'> & {
    at: Date;
  },
): Promise<AssistantFeedbackRow> {
  const { at, ...row } = values;
  return (
    await db
      .insert(f)
      .values({ ...row, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: f.messageId,
        set: { rating: row.rating, feedbackText: row.feedbackText, updatedAt: at },
      })
      .returning()
  )[0]!;
}

export type ReviewRow = {
  feedback: AssistantFeedbackRow;
  answer: AssistantMessageRow;
  question: string | null;
};

/** Rated answers, newest rating first, each with the question just before it in its conversation. */
export async function reviewPage(
  db: DbOrTx,
  rating: number,
  page: { skip: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const question = sql<string | null>`(
    select q.content from ${m} q
    where q.session_id = ${m.sessionId} and q.id < ${m.id} and q.is_user
    order by q.id desc limit 1)`;
  const [rows, totals] = await Promise.all([
    db
      .select({ feedback: f, answer: m, question })
      .from(f)
      .innerJoin(m, eq(m.id, f.messageId))
      .where(eq(f.rating, rating))
      .orderBy(desc(f.updatedAt), desc(f.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(f).where(eq(f.rating, rating)),
  ]);
  return { rows, total: totals[0]!.n };
}
