import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueRoutes } from './queue-routes';
import { reportRoutes } from './report-routes';

/** Registered under /api: members report under /community, moderators work under /admin/moderation. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes, { prefix: '/community' });
  await app.register(queueRoutes, { prefix: '/admin/moderation' });
};
