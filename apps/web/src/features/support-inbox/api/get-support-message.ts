import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportInboxApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const supportMessageKey = (id: number) => ['admin', 'support', 'message', id] as const;

export const getSupportMessage = (id: number) => call(supportInboxApi.get, { params: { id } });

export const supportMessageQueryOptions = (id: number) =>
  queryOptions({ queryKey: supportMessageKey(id), queryFn: () => getSupportMessage(id) });

/** A malformed id in the address (0) asks nothing of the server. */
export const useSupportMessage = (id: number) =>
  useQuery({ ...supportMessageQueryOptions(id), enabled: id > 0 });
