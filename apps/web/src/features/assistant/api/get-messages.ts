import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ASSISTANT_MESSAGES_PAGE_SIZE, assistantApi, type AssistantMessagePage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { assistantKeys } from './keys';

export const getMessages = (id: number, skip: number, signal?: AbortSignal) =>
  call(
    assistantApi.messages,
    { params: { id }, query: { skip, limit: ASSISTANT_MESSAGES_PAGE_SIZE } },
    { signal },
  );

/**
 * Oldest first, 100 a page, which holds an ordinary conversation whole; a longer one reads on with the next
 * page. The offset is the number of messages held, since those asked here were added to the last page.
 */
export const threadQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: assistantKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: AssistantMessagePage, pages: AssistantMessagePage[]) => {
      const held = pages.reduce((n, page) => n + page.messages.length, 0);
      return held < last.total ? held : undefined;
    },
  });

export const useAssistantThread = (id: number) => useInfiniteQuery(threadQueryOptions(id));
