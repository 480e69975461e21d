import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_SEARCH_MIN, conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const searchMembers = (q: string, signal?: AbortSignal) =>
  call(conversationsApi.members, { query: { q, limit: 10 } }, { signal });

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: messageKeys.members(q),
    queryFn: ({ signal }) => searchMembers(q, signal),
    enabled: q.trim().length >= MEMBER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

export const useMemberSearch = (q: string) => useQuery(memberSearchQueryOptions(q));
