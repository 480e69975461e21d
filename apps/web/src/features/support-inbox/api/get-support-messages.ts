import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportInboxApi, type ContactStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type InboxFilter = { status: ContactStatus | 'all'; skip: number; limit: number };

/** 'all' leaves the status out, which the API reads as every status. */
const toQuery = (filter: InboxFilter) => ({
  ...(filter.status === 'all' ? {} : { status: filter.status }),
  skip: filter.skip,
  limit: filter.limit,
});

export const getSupportMessages = (filter: InboxFilter) =>
  call(supportInboxApi.list, { query: toQuery(filter) });

export const supportMessagesQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: ['admin', 'support', 'messages', toQuery(filter)],
    queryFn: () => getSupportMessages(filter),
    placeholderData: keepPreviousData,
  });

export const useSupportMessages = (filter: InboxFilter) => useQuery(supportMessagesQueryOptions(filter));
