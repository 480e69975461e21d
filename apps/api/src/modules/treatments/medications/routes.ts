import type { FastifyPluginAsync } from 'fastify';
import { treatmentApi } from '@fertilia/contracts';
import { route } from '../../../http/route';
import { createMedication, deleteMedication, listMedications, logDose, updateMedication } from './service';
import { adherence, todayDoses } from './views';

/** Registered under /api: spec 02 §7's medication calls, today's doses, adherence and the dose log (ADR 022). */
export const medicationRoutes: FastifyPluginAsync = async (app) => {
  route(app, treatmentApi.listMedications, (ctx, { query }) => listMedications(ctx, query));
  route(app, treatmentApi.createMedication, (ctx, { body }) => createMedication(ctx, body));
  route(app, treatmentApi.todayDoses, (ctx, { query }) => todayDoses(ctx, query));
  route(app, treatmentApi.adherence, (ctx, { query }) => adherence(ctx, query));
  route(app, treatmentApi.updateMedication, (ctx, { params, body }) =>
    updateMedication(ctx, params.id, body),
  );
  route(app, treatmentApi.deleteMedication, (ctx, { params }) => deleteMedication(ctx, params.id));
  route(app, treatmentApi.logDose, (ctx, { params, body }) => logDose(ctx, params.id, body));
};
