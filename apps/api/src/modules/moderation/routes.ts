import type { FastifyPluginAsync } from 'fastify';
import { queueRoutes } from './queue-routes';
import { reportRoutes } from './report-routes';

/** Registered under /api: members report under /community, moderators work under /admin/moderation. */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(reportRoutes, { prefix: '/community' });
  await app.register(queueRoutes, { prefix: '/admin/moderation' });
};
