import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@fertilia/contracts';
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
    return openNotificationSocket({
      token,
      createSocket,
      onFrame: (frame) => {
        applyFrame(queryClient, frame);
        if (frame.type === 'notification') announce.current?.(frame.data.notification);
      },
      // Whatever arrived before this connection existed (page load, a drop, a token change) is read again.
      onOpen: () =>
        void queryClient.invalidateQueries({
          queryKey: notificationKeys.all,
          predicate: (query) => query.queryKey[1] !== 'preferences',
        }),
      tokenExpired: tokenLapsed,
      onTokenExpired: () => {
        // A failed refresh ends the session inside the api-client; the socket then stays closed.
        if (!isRefreshing()) refreshAccessToken().catch(() => undefined);
      },
    });
  }, [enabled, token, queryClient, createSocket]);
}
