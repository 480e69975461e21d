import type { FastifyPluginAsync } from 'fastify';
import { visitsApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { visitInfo } from './visit-service';

/** The built-in video visit (ADR 014). Registered under /api/consultations; its signalling is in realtime/. */
export const visitRoutes: FastifyPluginAsync = async (app) => {
  route(app, visitsApi.visit, (ctx, { params }) => visitInfo(ctx, params.id));
};
