import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, conversationsApi, type ConversationPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const getConversations = (skip: number, limit = DEFAULT_PAGE_SIZE, signal?: AbortSignal) =>
  call(conversationsApi.list, { query: { skip, limit } }, { signal });

/** Spec 02 §9: more exist while a full page came back. */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, DEFAULT_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ConversationPage) =>
      last.items.length === last.limit ? last.skip + last.limit : undefined,
  });

export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
