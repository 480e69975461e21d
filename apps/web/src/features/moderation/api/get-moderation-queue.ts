import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  messageModerationApi,
  moderationApi,
  type ModerationCommentPage,
  type ModerationMessagePage,
  type ModerationPostPage,
  type ReportStatus,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import type { QueueKind } from '../lib/queue-kinds';

export type QueueFilter = { status: ReportStatus; skip: number; limit: number };
export type QueuePage<K extends QueueKind> = K extends 'posts'
  ? ModerationPostPage
  : K extends 'comments'
    ? ModerationCommentPage
    : ModerationMessagePage;

const QUEUES = {
  posts: moderationApi.postQueue,
  comments: moderationApi.commentQueue,
  messages: messageModerationApi.queue,
} as const satisfies Record<QueueKind, unknown>;

/** Every queue page of one kind shares this prefix, so a decision can refresh them all at once. */
export const moderationQueueKey = (kind: QueueKind) => ['admin', 'moderation', kind] as const;

export const getModerationQueue = <K extends QueueKind>(
  kind: K,
  filter: QueueFilter,
): Promise<QueuePage<K>> =>
  call(QUEUES[kind] as (typeof QUEUES)[QueueKind], {
    query: { status: filter.status, skip: filter.skip, limit: filter.limit },
  }) as Promise<QueuePage<K>>;

export const moderationQueueQueryOptions = <K extends QueueKind>(kind: K, filter: QueueFilter) =>
  queryOptions({
    queryKey: [...moderationQueueKey(kind), filter.status, filter.skip, filter.limit] as const,
    queryFn: () => getModerationQueue(kind, filter),
    // Paging keeps the old page on screen while the next loads; switching open/resolved does not, or the
    // other tab's items would show for a moment with (or without) the decision buttons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === filter.status ? keepPreviousData(previous) : undefined,
  });

export const useModerationQueue = <K extends QueueKind>(kind: K, filter: QueueFilter) =>
  useQuery(moderationQueueQueryOptions(kind, filter));
