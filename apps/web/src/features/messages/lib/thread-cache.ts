import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  CONVERSATION_MESSAGES,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagePublic,
} from '@fertilia/contracts';
import { messageKeys } from '../api/keys';

type Thread = InfiniteData<ChatMessagePage, unknown>;

/** The loaded thread, oldest first: pages hold newer-to-older chunks, each chunk oldest first. */
export const flattenThread = (thread: Thread | undefined): ChatMessage[] =>
  thread ? [...thread.pages].reverse().flatMap((page) => page.items) : [];

/** A live event carries the public message; whose it is follows from the signed-in member. */
export const fromLive = (message: ChatMessagePublic, viewerId: number | null): ChatMessage => ({
  ...message,
  is_own: message.sender.id === viewerId,
});

/**
 * Adds a message at the end of a loaded thread, once: the sender's own message arrives both in the API's
 * answer and live, in either order. Answers whether it was new.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessage): boolean {
  let added = false;
  queryClient.setQueryData<Thread>(messageKeys.thread(message.conversation_id), (thread) => {
    if (!thread || thread.pages.length === 0) return thread;
    if (thread.pages.some((page) => page.items.some((m) => m.id === message.id))) return thread;
    added = true;
    const [newest, ...older] = thread.pages;
    return {
      ...thread,
      pages: [{ ...newest!, items: [...newest!.items, message], total: newest!.total + 1 }, ...older],
    };
  });
  return added;
}

/**
 * A moderator removed a message: in the loaded thread it reads as the server shows it after a reload (the
 * removed marker, no sources, nothing left to report). Answers whether the thread held it.
 */
export function markMessageRemoved(
  queryClient: QueryClient,
  conversationId: number,
  messageId: number,
): boolean {
  let found = false;
  queryClient.setQueryData<Thread>(messageKeys.thread(conversationId), (thread) => {
    if (!thread?.pages.some((page) => page.items.some((m) => m.id === messageId))) return thread;
    found = true;
    return {
      ...thread,
      pages: thread.pages.map((page) => ({
        ...page,
        items: page.items.map((m) =>
          m.id === messageId
            ? { ...m, content: CONVERSATION_MESSAGES.removedMarker, sources: [], removed: true }
            : m,
        ),
      })),
    };
  });
  return found;
}
