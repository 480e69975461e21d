import { useQueryClient } from '@tanstack/react-query';
import {
  LIVE_EVENTS,
  conversationRoom,
  messageRemovedEventSchema,
  type NewMessageEvent,
} from '@fertilia/contracts';
import { useLiveSocket, type LiveSocket, type LiveState } from '@/lib/live-socket';
import { useSession } from '@/lib/session-context';
import { messageKeys } from '../api/keys';
import { addMessage, fromLive, markMessageRemoved } from './thread-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A new_message is applied only when it names its conversation by a numeric id and carries a message. */
export const asNewMessage = (payload: unknown): NewMessageEvent | null =>
  isRecord(payload) && typeof payload.conversation_id === 'number' && isRecord(payload.message)
    ? (payload as NewMessageEvent)
    : null;

/**
 * Listens to the rooms of the given conversations (on the tab's live connection) while the screen is open:
 * a new message joins its loaded thread and the conversation list refreshes its order and unread counts;
 * a message a moderator removed reads as removed in the thread, and in the list when it was the last one.
 */
export function useLiveMessages(conversationIds: number[], connection?: LiveSocket): LiveState {
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? null;
  return useLiveSocket(
    conversationIds.map(conversationRoom),
    {
      [LIVE_EVENTS.newMessage]: (payload) => {
        const event = asNewMessage(payload);
        if (!event) return;
        addMessage(queryClient, fromLive(event.message, viewerId));
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      },
      [LIVE_EVENTS.messageRemoved]: (payload) => {
        const event = messageRemovedEventSchema.safeParse(payload);
        if (!event.success) return;
        markMessageRemoved(queryClient, event.data.conversation_id, event.data.message_id);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      },
    },
    connection,
  );
}
