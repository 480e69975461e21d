import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_SEARCH_MIN, type MemberSearchPage } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export const searchMembers = (q: string): Promise<MemberSearchPage> =>
  api.get<MemberSearchPage>('/api/community/chat/members/', { query: { q, limit: 10 } });

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: messageKeys.members(q),
    queryFn: () => searchMembers(q),
    enabled: q.trim().length >= MEMBER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
export const useMemberSearch = (q: string) => useQuery(memberSearchQueryOptions(q));
