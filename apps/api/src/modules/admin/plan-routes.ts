import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  idParam,
  messageResponse,
  planInputSchema,
  planListResponse,
  planPriceInputSchema,
  planPriceSchema,
  planPriceUpdateSchema,
  planSchema,
  planUpdateSchema,
} from '@fertilia/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf, requireAuth, requirePermission } from '../../plugins/auth';
import {
  addPrice,
  createPlan,
  deletePlan,
  deletePrice,
  getPlan,
  listAllPlans,
  updatePlan,
  updatePrice,
  type PlanActor,
} from '../plans/service';
import { cacheBusterQuery } from './cache-buster';

const guarded = { preHandler: [requireAuth, requirePermission('plans')] };
const common = { tags: ['admin', 'plans'], security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): PlanActor => ({ userId: authOf(request).user.id, ip: request.ip });

/**
 * Plan catalogue management (permission 'plans'). `/plans/prices/:id` and `/plans/:id` coexist because
 * the router matches the static `prices` segment before the `:id` parameter.
 */
export const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db.db;

  app.get(
    '/plans',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Every plan with every price, active or not',
        querystring: cacheBusterQuery,
        response: { 200: planListResponse },
      },
    },
    async () => listAllPlans(db()),
  );

  app.get(
    '/plans/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'One plan with its prices',
        params: idParam,
        querystring: cacheBusterQuery,
        response: { 200: planSchema },
      },
    },
    async (request) => getPlan(db(), request.params.id),
  );

  app.post(
    '/plans',
    {
      ...guarded,
      schema: { ...common, summary: 'Create a plan', body: planInputSchema, response: { 201: planSchema } },
    },
    async (request, reply) => reply.code(201).send(await createPlan(db(), actorOf(request), request.body)),
  );

  app.put(
    '/plans/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Change any of a plan’s fields',
        params: idParam,
        body: planUpdateSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => updatePlan(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/plans/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Delete a plan and its prices',
        params: idParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deletePlan(db(), actorOf(request), request.params.id);
      return { message: MESSAGES.planDeleted };
    },
  );

  app.post(
    '/plans/:id/prices',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Add a price to a plan',
        params: idParam,
        body: planPriceInputSchema,
        response: { 201: planPriceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPrice(db(), actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/plans/prices/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Change a price',
        params: idParam,
        body: planPriceUpdateSchema,
        response: { 200: planPriceSchema },
      },
    },
    async (request) => updatePrice(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/plans/prices/:id',
    {
      ...guarded,
      schema: { ...common, summary: 'Delete a price', params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      await deletePrice(db(), actorOf(request), request.params.id);
      return { message: MESSAGES.planPriceDeleted };
    },
  );
};
