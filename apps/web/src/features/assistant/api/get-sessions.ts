import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ASSISTANT_SESSIONS_PAGE_SIZE, assistantApi, type AssistantSessionPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { assistantKeys } from './keys';

export const getSessions = (skip: number, signal?: AbortSignal) =>
  call(assistantApi.list, { query: { skip, limit: ASSISTANT_SESSIONS_PAGE_SIZE } }, { signal });

/** Most recently active first, 20 a page; more exist while a full page came back (spec 02 §9). */
export const sessionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: assistantKeys.sessions(),
    queryFn: ({ pageParam, signal }) => getSessions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: AssistantSessionPage) =>
      last.sessions.length === last.limit ? last.skip + last.limit : undefined,
  });

export const useAssistantSessions = () => useInfiniteQuery(sessionsQueryOptions());
