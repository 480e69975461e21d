import type { FastifyInstance } from 'fastify';
import type { NotificationType } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';

/* Shared by the notification test files only. */

let counter = 0;

/** Sends a notification through the service, as any module would. */
export async function notifyUser(
  app: FastifyInstance,
  who: TestUser,
  type: NotificationType = 'new_follower',
  extra: { groupKey?: string; link?: string | null; title?: string; message?: string } = {},
) {
  counter += 1;
  await app.notifications.notify({
    userId: who.user.id,
    type,
    title: extra.title ?? `Title ${counter}`,
    message: extra.message ?? `Message ${counter}`,
    link: extra.link === undefined ? `/community/posts/p-${counter}` : extra.link,
    ...(extra.groupKey ? { groupKey: extra.groupKey } : {}),
  });
}

export const listOf = async (app: FastifyInstance, who: TestUser, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/notifications/${query}`, headers: who.auth })).json() as {
    items: {
      id: number;
      title: string;
      message: string;
      type: NotificationType;
      link: string | null;
      read: boolean;
      created_at: string;
    }[];
    total: number;
    unread_count: number;
  };
