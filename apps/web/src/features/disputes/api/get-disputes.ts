import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { disputesApi, type DisputeStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

export type DisputeFilters = { status: DisputeStatus | 'all'; skip: number; limit: number };

const queryOf = ({ status, skip, limit }: DisputeFilters) => ({
  skip,
  limit,
  ...(status === 'all' ? {} : { status }),
});

/** GET /api/admin/disputes: open ones first, newest first. */
export const getDisputes = (filters: DisputeFilters) => call(disputesApi.list, { query: queryOf(filters) });

export const disputesQueryOptions = (filters: DisputeFilters) =>
  queryOptions({
    queryKey: adminMoneyKeys.disputes(queryOf(filters)),
    queryFn: () => getDisputes(filters),
    placeholderData: keepPreviousData,
  });

export const useDisputes = (filters: DisputeFilters) => useQuery(disputesQueryOptions(filters));
