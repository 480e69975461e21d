import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  markMultipleSchema,
  notificationActionResponse,
  notificationListQuery,
  notificationPage,
  notificationPreferencesResponse,
  notificationPreferencesUpdateSchema,
  unreadCountByTypeResponse,
  unreadCountResponse,
} from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { memberOf, notifierContextOf } from './plugin';
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

const common = { tags: ['notifications'], security: [{ bearer: [] }] };
const guarded = { preHandler: [requireAuth] };

/** /api/notifications (spec 02 §7 Notifications): the member's own notifications and settings. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'My notifications, newest first',
        querystring: notificationListQuery,
        response: { 200: notificationPage },
      },
    },
    async (request) => listPage(notifierContextOf(request), memberOf(request), request.query),
  );

  app.get(
    '/unread-count',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'How many of my notifications are unread',
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => unreadOf(notifierContextOf(request), memberOf(request)),
  );

  app.post(
    '/:id/mark-read',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Mark one notification read',
        params: idParam,
        response: { 200: notificationActionResponse },
      },
    },
    async (request) => markOneRead(notifierContextOf(request), memberOf(request), request.params.id),
  );

  app.post(
    '/mark-multiple',
    {
      ...guarded,
      schema: {
        ...common,
        summary: "Mark several notifications read ('No unread notifications' when none of them is unread)",
        body: markMultipleSchema,
        response: { 200: notificationActionResponse },
      },
    },
    async (request) =>
      markManyRead(notifierContextOf(request), memberOf(request), request.body.notification_ids),
  );

  app.post(
    '/mark-all-read',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Mark every notification of mine read',
        response: { 200: notificationActionResponse },
      },
    },
    async (request) => markAllRead(notifierContextOf(request), memberOf(request)),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Delete one notification',
        params: idParam,
        response: { 200: notificationActionResponse },
      },
    },
    async (request) => remove(notifierContextOf(request), memberOf(request), request.params.id),
  );

  app.get(
    '/preferences',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'My notification settings, per type',
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (request) => preferences(notifierContextOf(request), memberOf(request)),
  );

  app.put(
    '/preferences',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Switch in-app and e-mail notifications per type (types left out keep their settings)',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (request) => updatePreferences(notifierContextOf(request), memberOf(request), request.body),
  );

  await app.register(unsubscribeRoutes);
};

/** /api/community/notifications: the community's view of the same counts (spec 02 §7 Community). */
export const communityNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unread-count',
    {
      ...guarded,
      schema: {
        tags: ['community'],
        security: [{ bearer: [] }],
        summary: 'My unread notifications counted by type, summed to a total',
        response: { 200: unreadCountByTypeResponse },
      },
    },
    async (request) => unreadByType(notifierContextOf(request), memberOf(request)),
  );
};
