import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, adminApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  addPrice,
  createPlan,
  deletePlan,
  deletePrice,
  getPlan,
  listAllPlans,
  updatePlan,
  updatePrice,
} from '../plans/service';

/** Plan catalogue management (permission 'plans'). */
export const adminPlanRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminApi.plans, (ctx) => listAllPlans(ctx));
  route(app, adminApi.plan, (ctx, { params }) => getPlan(ctx, params.id));
  route(app, adminApi.createPlan, (ctx, { body }) => createPlan(ctx, body));
  route(app, adminApi.updatePlan, (ctx, { params, body }) =>
    updatePlan(ctx, { id: params.id, changes: body }),
  );
  route(app, adminApi.deletePlan, async (ctx, { params }) => {
    await deletePlan(ctx, params.id);
    return { message: MESSAGES.planDeleted };
  });
  route(app, adminApi.addPrice, (ctx, { params, body }) => addPrice(ctx, { planId: params.id, price: body }));
  route(app, adminApi.updatePrice, (ctx, { params, body }) =>
    updatePrice(ctx, { id: params.id, changes: body }),
  );
  route(app, adminApi.deletePrice, async (ctx, { params }) => {
    await deletePrice(ctx, params.id);
    return { message: MESSAGES.planPriceDeleted };
  });
};
