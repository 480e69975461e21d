import { conversationRoom } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { CONVERSATION_MESSAGES } from '@fertilia/contracts';
import { findMembership } from './repo';

/**
 * The room of a conversation for the socket layer, only for someone still in it; anyone else is told it
 * does not exist, like the HTTP calls do.
 */
export async function conversationRoomFor(db: DbOrTx, userId: number, requested: string): Promise<string> {
  const id = Number(requested.slice('conversation:'.length));
  if (!Number.isSafeInteger(id) || id < 1 || !(await findMembership(db, id, userId)))
    throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
  return conversationRoom(id);
}
