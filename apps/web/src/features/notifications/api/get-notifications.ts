import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** A page of the list; `unread_only` asks the server for the unread ones only (its `total` counts those). */
export type NotificationPageRequest = { skip: number; limit: number; unread_only?: boolean };

/** Newest first, with the unread count alongside; `unread_only=true` is sent only when asked for. */
export const getNotifications = (
  { skip, limit, unread_only }: NotificationPageRequest,
  signal?: AbortSignal,
) =>
  call(
    notificationsApi.list,
    { query: { skip, limit, unread_only: unread_only ? 'true' : undefined } },
    { signal },
  );

export const notificationsQueryOptions = (page: NotificationPageRequest) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    // While the next page loads the last one stays shown, but never the other filter's list.
    placeholderData: (previous, previousQuery) =>
      Boolean(previousQuery?.queryKey[2].unread_only) === Boolean(page.unread_only)
        ? keepPreviousData(previous)
        : undefined,
  });

export const useNotifications = (page: NotificationPageRequest, enabled = true) =>
  useQuery({ ...notificationsQueryOptions(page), enabled });
