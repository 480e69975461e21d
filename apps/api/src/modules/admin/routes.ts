import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlanRoutes } from './plan-routes';
import { adminUserRoutes } from './user-routes';

/** The back office under /api/admin; each route names the permission of the matrix it needs. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminUserRoutes);
  await app.register(adminPlanRoutes);
};
