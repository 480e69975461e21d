import type { FastifyPluginAsync } from 'fastify';
import { treatmentApi } from '@fertilia/contracts';
import { route } from '../../../http/route';
import { createLabResult, deleteLabResult, listLabResults, updateLabResult } from './service';

/** /api/treatment/lab-results/ (spec 02 §7): her results with their ranges; professionals read only. */
export const labResultRoutes: FastifyPluginAsync = async (app) => {
  route(app, treatmentApi.listLabResults, (ctx, { query }) => listLabResults(ctx, query));
  route(app, treatmentApi.createLabResult, (ctx, { body }) => createLabResult(ctx, body));
  route(app, treatmentApi.updateLabResult, (ctx, { params, body }) =>
    updateLabResult(ctx, { id: params.id, input: body }),
  );
  route(app, treatmentApi.deleteLabResult, (ctx, { params }) => deleteLabResult(ctx, params.id));
};
