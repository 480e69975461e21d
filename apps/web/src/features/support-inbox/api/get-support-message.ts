import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportMessageDetail } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const supportMessageKey = (id: number) => ['admin', 'support', 'message', id] as const;

export const getSupportMessage = (id: number): Promise<SupportMessageDetail> =>
  api.get<SupportMessageDetail>(`/api/admin/support/messages/${id}`);

export const supportMessageQueryOptions = (id: number) =>
  queryOptions({ queryKey: supportMessageKey(id), queryFn: () => getSupportMessage(id) });

/** A malformed id in the address (0) asks nothing of the server. */
export const useSupportMessage = (id: number) =>
  useQuery({ ...supportMessageQueryOptions(id), enabled: id > 0 });
