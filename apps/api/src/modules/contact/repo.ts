import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ContactStatus, Role } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { contactMessages, contactReplies, users } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type ContactReplyWithAuthor = ContactReplyRow & { authorName: string | null };
export type ContactMessageSummaryRow = ContactMessageRow & { replyCount: number };

const messageRows = rowsById(contactMessages);
export const insertContactMessage = (
  db: DbOrTx,
  values: { name: string; email: string; message: string },
): Promise<ContactMessageRow> => messageRows.insert(db, values);
export const findContactMessage = messageRows.find;

/** Newest first; reply counts come in one further query for the whole page, never one per message. */
export async function listContactMessages(
  db: DbOrTx,
  q: { status?: ContactStatus; skip: number; limit: number },
): Promise<{ rows: ContactMessageSummaryRow[]; total: number }> {
  const where = q.status ? eq(contactMessages.status, q.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(q.skip)
      .limit(q.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ messageId: contactReplies.messageId, replies: count() })
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(contactReplies.messageId);
  const byMessage = new Map(counts.map((c) => [c.messageId, Number(c.replies)]));
  return {
    rows: rows.map((r) => ({ ...r, replyCount: byMessage.get(r.id) ?? 0 })),
    total: totals[0]?.total ?? 0,
  };
}

/** Oldest first, with the author's display name (kept when the author's account is later removed: null). */
export async function listRepliesOf(db: DbOrTx, messageId: number): Promise<ContactReplyWithAuthor[]> {
  const rows = await db
    .select({
      reply: contactReplies,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((r) => ({
    ...r.reply,
    authorName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.username || null,
  }));
}

export const insertContactReply = (
  db: DbOrTx,
  values: { messageId: number; authorId: number; body: string; createdAt: Date },
): Promise<ContactReplyRow> => rowsById(contactReplies).insert(db, values);

export const setContactStatus = (db: DbOrTx, id: number, status: ContactStatus, now: Date) =>
  messageRows.update(db, id, { status, updatedAt: now });

/** Addresses of the active, confirmed staff whose role may read the inbox. */
export const listInboxStaff = (db: DbOrTx, roles: Role[]) =>
  db
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.status, 'active'), eq(users.confirmed, true)))
    .orderBy(asc(users.id));
