import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { disputesApi, type EscrowStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

export type EscrowFilters = { status: EscrowStatus | 'all'; skip: number; limit: number };

const queryOf = ({ status, skip, limit }: EscrowFilters) => ({
  skip,
  limit,
  ...(status === 'all' ? {} : { status }),
});

/** GET /api/admin/escrows: newest first, with the totals held and disputed. */
export const getEscrows = (filters: EscrowFilters) => call(disputesApi.escrows, { query: queryOf(filters) });

export const escrowsQueryOptions = (filters: EscrowFilters) =>
  queryOptions({
    queryKey: adminMoneyKeys.escrows(queryOf(filters)),
    queryFn: () => getEscrows(filters),
    placeholderData: keepPreviousData,
  });

export const useEscrows = (filters: EscrowFilters) => useQuery(escrowsQueryOptions(filters));
