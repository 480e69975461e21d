import { CONVERSATION_MESSAGES, conversationRoom, notFound } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { findMembership } from './repo';

/**
 * The room of a conversation (`requested` is 'conversation:<id>') for the socket layer, only for a member
 * still in it; anyone else is told it does not exist, like the HTTP calls do.
 */
export async function conversationRoomFor(ctx: MemberContext, requested: string): Promise<string> {
  const id = Number(requested.slice('conversation:'.length));
  if (!Number.isSafeInteger(id) || id < 1 || !(await findMembership(ctx.db, id, ctx.actor.id)))
    throw notFound(CONVERSATION_MESSAGES.conversationNotFound);
  return conversationRoom(id);
}
