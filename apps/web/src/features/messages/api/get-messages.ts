import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES_PAGE_SIZE, conversationsApi, type ChatMessagePage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const getMessages = (id: number, skip: number, signal?: AbortSignal) =>
  call(
    conversationsApi.messages,
    { params: { id }, query: { skip, limit: CHAT_MESSAGES_PAGE_SIZE } },
    { signal },
  );

/**
 * Pages count back from the newest message: the next page holds older ones. Its offset is the number of
 * messages held, live arrivals included, since they too sit in front of the older ones on the server.
 */
export const threadQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ChatMessagePage, pages: ChatMessagePage[]) =>
      last.skip + last.items.length < last.total
        ? pages.reduce((n, page) => n + page.items.length, 0)
        : undefined,
  });

export const useThread = (id: number) => useInfiniteQuery(threadQueryOptions(id));
