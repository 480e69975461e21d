import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationSocketFrame, UnreadCountResponse } from '@fertilia/contracts';
import { isRefreshing, refreshAccessToken } from '@/lib/api-client';
import { getSession, subscribe, tokenExpiry } from '@/lib/session';
import { notificationKeys } from '../api/keys';
import { applyFrame } from '../lib/cache';
import { openNotificationSocket, type SocketFactory } from '../lib/notification-socket';

const accessToken = () => getSession().accessToken;
const tokenLapsed = () => {
  const expiry = tokenExpiry(accessToken());
  return expiry !== null && expiry <= Date.now();
};

interface LiveOptions {
  enabled?: boolean;
  /** Each new notification as it arrives, e.g. to announce it. */
  onNotification?: (notification: Notification) => void;
  createSocket?: SocketFactory;
}

/**
 * Keeps the notification caches live over /api/ws/ while signed in. A new access token (the automatic or a
 * 401-triggered refresh) replaces the connection with one opened with that token; a connection dropped with
 * a lapsed token asks for a refresh instead of retrying with it.
 */
export function useLiveNotifications({ enabled = true, onNotification, createSocket }: LiveOptions = {}) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribe, accessToken, accessToken);
  const announce = useRef(onNotification);
  useEffect(() => {
    announce.current = onNotification;
  });

  useEffect(() => {
    if (!enabled || !token) return;
    // Data read since the first connection began is as fresh as it; after a drop, everything read before.
    let freshSince = Date.now();
    // The server greets each connection with the unread count; when it confirms the count just read, there
    // is nothing to apply (applying it would read the community count a second time on every page load).
    let greeting = true;
    const confirmsCount = (frame: NotificationSocketFrame) =>
      frame.type !== 'notification' &&
      frame.data.unread_count ===
        queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount())?.unread_count;
    return openNotificationSocket({
      token,
      createSocket,
      onFrame: (frame) => {
        const greeted = greeting;
        greeting = false;
        if (greeted && confirmsCount(frame)) return;
        applyFrame(queryClient, frame);
        if (frame.type === 'notification') announce.current?.(frame.data.notification);
      },
      // Whatever arrived before this connection existed (a drop, a token change) is read again; what is being
      // read now (a page's first load) is not asked for twice.
      onOpen: () => {
        greeting = true;
        void queryClient.invalidateQueries(
          {
            queryKey: notificationKeys.all,
            predicate: (query) =>
              query.queryKey[1] !== 'preferences' &&
              query.state.fetchStatus !== 'fetching' &&
              query.state.dataUpdatedAt < freshSince,
          },
          { cancelRefetch: false },
        );
        freshSince = Number.POSITIVE_INFINITY;
      },
      tokenExpired: tokenLapsed,
      onTokenExpired: () => {
        // A failed refresh ends the session inside the api-client; the socket then stays closed.
        if (!isRefreshing()) refreshAccessToken().catch(() => undefined);
      },
    });
  }, [enabled, token, queryClient, createSocket]);
}
