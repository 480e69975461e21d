import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagePage, ChatMessagePublic } from '@fertilia/contracts';
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
