import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planListResponse } from '@fertilia/contracts';
import { listPublicPlans } from './service';

/** The public pricing page's data: no sign-in needed. Management lives under /api/admin/plans. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['plans'],
        summary: 'Active plans with their active prices',
        response: { 200: planListResponse },
      },
    },
    async () => listPublicPlans(app.deps.db.db),
  );
};
