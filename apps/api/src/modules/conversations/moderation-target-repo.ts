import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationMessages, users } from '../../db/schema';
import { memberCardColumns, type MemberCardRow } from '../community/member-card-service';

/** Conversation messages as the moderation pipeline reads and changes them. */

export type LockedMessage = {
  id: number;
  conversationId: number;
  senderId: number;
  removedAt: Date | null;
};

/** The message row, locked until the transaction ends, so reports and decisions on it are serialised. */
export const lockMessage = async (tx: DbOrTx, id: number): Promise<LockedMessage | undefined> =>
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

/** The row stays for the record; participants read the removed marker in its place. */
export async function markMessageRemoved(tx: DbOrTx, messageId: number, reason: string, at: Date) {
  await tx
    .update(conversationMessages)
    .set({ removedAt: at, removalReason: reason })
    .where(eq(conversationMessages.id, messageId));
}

export type ModeratedMessageRow = typeof conversationMessages.$inferSelect;

export async function findMessagesByIds(db: DbOrTx, ids: number[]): Promise<ModeratedMessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(conversationMessages).where(inArray(conversationMessages.id, ids));
}

/** Member cards of these people (the reporters in the moderators' list of single message reports). */
export async function findMemberCards(db: DbOrTx, ids: number[]): Promise<MemberCardRow[]> {
  if (ids.length === 0) return [];
  return db.select(memberCardColumns).from(users).where(inArray(users.id, ids));
}
