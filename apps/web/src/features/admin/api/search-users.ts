import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, type Role, type UserStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type UserFilters = {
  search: string;
  role: Role | 'all';
  status: UserStatus | 'all';
  skip: number;
  limit: number;
};

/** Spec 01 §7: 'all' means no filter, so the field is left out rather than sent. */
export function toSearchBody(filters: UserFilters) {
  return {
    search: filters.search.trim(),
    ...(filters.role === 'all' ? {} : { role: filters.role }),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    skip: filters.skip,
    limit: filters.limit,
  };
}

/** The `t` timestamp defeats intermediary caches, as the spec's client does. */
export const searchUsers = (filters: UserFilters) =>
  call(adminApi.searchUsers, { body: toSearchBody(filters), query: { t: String(Date.now()) } });

export const adminUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: ['admin', 'users', toSearchBody(filters)],
    queryFn: () => searchUsers(filters),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: UserFilters) => useQuery(adminUsersQueryOptions(filters));
