import type { NotificationPageRequest } from './get-notifications';

/** Every notifications query lives under one root, so a change can refresh or roll back all of them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  communityUnreadCount: () => ['notifications', 'community-unread-count'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (page: NotificationPageRequest) => ['notifications', 'list', page] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};
