import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  ASSISTANT_MESSAGES_PAGE_SIZE,
  type AssistantFeedback,
  type AssistantMessage,
  type AssistantMessagePage,
} from '@fertilia/contracts';
import { assistantKeys } from '../api/keys';

type Thread = InfiniteData<AssistantMessagePage, unknown>;

/** The loaded thread, oldest first. */
export const flattenThread = (thread: Thread | undefined): AssistantMessage[] =>
  thread ? thread.pages.flatMap((page) => page.messages) : [];

/** A new conversation's thread is known to be empty: no need to ask, and no loading flash. */
export function seedEmptyThread(queryClient: QueryClient, sessionId: number): void {
  queryClient.setQueryData<Thread>(
    assistantKeys.thread(sessionId),
    (thread) =>
      thread ?? {
        pages: [{ messages: [], total: 0, skip: 0, limit: ASSISTANT_MESSAGES_PAGE_SIZE }],
        pageParams: [0],
      },
  );
}

/** Adds saved messages at the end of a loaded thread, each once (a refetch may have brought it already). */
export function appendMessages(queryClient: QueryClient, sessionId: number, messages: AssistantMessage[]) {
  queryClient.setQueryData<Thread>(assistantKeys.thread(sessionId), (thread) => {
    if (!thread || thread.pages.length === 0) return thread;
    const held = new Set(thread.pages.flatMap((page) => page.messages.map((m) => m.id)));
    const fresh = messages.filter((m) => !held.has(m.id));
    if (fresh.length === 0) return thread;
    const last = thread.pages.at(-1)!;
    const total = last.total + fresh.length;
    return {
      ...thread,
      pages: [
        ...thread.pages.slice(0, -1).map((page) => ({ ...page, total })),
        { ...last, messages: [...last.messages, ...fresh], total },
      ],
    };
  });
}

/** Her rating, as saved, on the answer it rates: re-rating replaces it. */
export function setMessageFeedback(queryClient: QueryClient, saved: AssistantFeedback): void {
  queryClient.setQueryData<Thread>(assistantKeys.thread(saved.conversation_id), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) =>
              m.id === saved.message_id
                ? { ...m, feedback: { rating: saved.rating, feedback_text: saved.feedback_text } }
                : m,
            ),
          })),
        }
      : thread,
  );
}
