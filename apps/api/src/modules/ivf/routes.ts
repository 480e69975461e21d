import type { FastifyPluginAsync } from 'fastify';
import { ivfApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { createPrediction, getPrediction, listPredictions, modelCard } from './ivf-service';

/** Registered under /api: IVF success predictions and the model's validation card (ADR 018). */
export const ivfRoutes: FastifyPluginAsync = async (app) => {
  route(app, ivfApi.create, (ctx, { body }) => createPrediction(ctx, body));
  route(app, ivfApi.list, (ctx, { query }) => listPredictions(ctx, query));
  route(app, ivfApi.get, (ctx, { params }) => getPrediction(ctx, params.id));
  route(app, ivfApi.model, () => modelCard());
};
