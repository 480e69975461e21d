import {
  CONVERSATION_MESSAGES,
  type ChatMessage,
  type ChatMessagePublic,
  type Conversation,
} from '@fertilia/contracts';
import { toMemberCard, type MemberCardRow } from '../community/member-card-service';
import type { MessageWithSender } from './message-repo';
import type { Membership } from './repo';

/**
 * A message as every participant sees it; also what the conversation room receives live. A message a
 * moderator removed keeps its place in the thread but reads as the removed marker.
 */
export const toPublicMessage = ({ message, sender }: MessageWithSender): ChatMessagePublic => ({
  id: message.id,
  message_id: message.id,
  conversation_id: message.conversationId,
  session_id: message.sessionId,
  content: message.removedAt ? CONVERSATION_MESSAGES.removedMarker : message.content,
  sources: message.removedAt ? [] : message.sources,
  sender: toMemberCard(sender),
  created_at: message.createdAt.toISOString(),
  removed: message.removedAt !== null,
});

export const toMessage = (row: MessageWithSender, viewerId: number): ChatMessage => ({
  ...toPublicMessage(row),
  is_own: row.message.senderId === viewerId,
});

export function toConversation(
  { conversation }: Membership,
  viewerId: number,
  members: MemberCardRow[],
  last: MessageWithSender | undefined,
  unread: number,
): Conversation {
  return {
    id: conversation.id,
    title: conversation.title,
    type: conversation.type,
    participants: members.map(toMemberCard),
    last_message: last ? toMessage(last, viewerId) : null,
    unread_count: unread,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.lastMessageAt.toISOString(),
  };
}
