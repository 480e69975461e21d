import type { FastifyPluginAsync } from 'fastify';
import { plansApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { listPublicPlans } from './service';

/** The public pricing page's data: no sign-in needed. Management lives under /api/admin/plans. */
export const planRoutes: FastifyPluginAsync = async (app) => {
  route(app, plansApi.list, (ctx) => listPublicPlans(ctx));
};
