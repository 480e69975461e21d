import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { verificationApi, type VerificationQueueStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type QueueFilter = { status: VerificationQueueStatus; skip: number; limit: number };

/** Every page of the queue shares this prefix, so a decision can refresh them all at once. */
export const verificationQueueKey = ['admin', 'verifications'] as const;

export const getVerificationQueue = (filter: QueueFilter) => call(verificationApi.queue, { query: filter });

export const verificationQueueQueryOptions = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...verificationQueueKey, filter.status, filter.skip, filter.limit] as const,
    queryFn: () => getVerificationQueue(filter),
    // Paging keeps the old page on screen while the next loads; switching tabs does not, or decided entries
    // would show for a moment with the decision buttons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === filter.status ? keepPreviousData(previous) : undefined,
  });

/** `enabled` is false for staff without the support permission: the page says so without asking. */
export const useVerificationQueue = (filter: QueueFilter, enabled = true) =>
  useQuery({ ...verificationQueueQueryOptions(filter), enabled });
