import type { FastifyPluginAsync } from 'fastify';
import { notificationsApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  listPage,
  markAllRead,
  markManyRead,
  markOneRead,
  preferences,
  remove,
  unreadByType,
  unreadOf,
  updatePreferences,
} from './service';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** /api/notifications (spec 02 §7 Notifications): the member's own notifications and settings. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, notificationsApi.list, (ctx, { query }) => listPage(ctx, query));
  route(app, notificationsApi.unreadCount, (ctx) => unreadOf(ctx));
  route(app, notificationsApi.markRead, (ctx, { params }) => markOneRead(ctx, params.id));
  route(app, notificationsApi.markMultipleRead, (ctx, { body }) => markManyRead(ctx, body.notification_ids));
  route(app, notificationsApi.markAllRead, (ctx) => markAllRead(ctx));
  route(app, notificationsApi.remove, (ctx, { params }) => remove(ctx, params.id));
  route(app, notificationsApi.preferences, (ctx) => preferences(ctx));
  route(app, notificationsApi.updatePreferences, (ctx, { body }) => updatePreferences(ctx, body));

  await app.register(unsubscribeRoutes);
};

/** /api/community/notifications: the community's view of the same counts (spec 02 §7 Community). */
export const communityNotificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, notificationsApi.communityUnreadCount, (ctx) => unreadByType(ctx));
};
