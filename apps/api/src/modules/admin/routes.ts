import type { FastifyPluginAsync } from 'fastify';
import { adminPlanRoutes } from './plan-routes';
import { adminUserRoutes } from './user-routes';

/** The back office under /api/admin; each endpoint's access rule names the permission of the matrix it needs. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminUserRoutes);
  await app.register(adminPlanRoutes);
};
