import { queryOptions, useQuery } from '@tanstack/react-query';
import { disputesApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { adminMoneyKeys } from './keys';

/** GET /api/admin/disputes/:id: the dispute, its escrow and the escrow's ledger movements. */
export const getDispute = (id: number) => call(disputesApi.detail, { params: { id } });

export const disputeQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminMoneyKeys.dispute(id), queryFn: () => getDispute(id) });

export const useDispute = (id: number | null) =>
  useQuery({ ...disputeQueryOptions(id ?? 0), enabled: id !== null });
