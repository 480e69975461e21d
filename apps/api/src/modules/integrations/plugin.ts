import type { FastifyPluginAsync } from 'fastify';
import { createMeetingJob, deleteMeetingJob, moveMeetingJob } from './meeting-jobs';
import { ZOOM_JOBS } from './meeting-service';
import { integrationRoutes } from './routes';

/** /api/integrations routes plus the jobs that keep visits' Zoom meetings in step (ADR 014). */
export const integrationsModule: FastifyPluginAsync = async (app) => {
  await app.register(integrationRoutes);
  app.jobs.define(ZOOM_JOBS.create, createMeetingJob);
  app.jobs.define(ZOOM_JOBS.move, moveMeetingJob);
  app.jobs.define(ZOOM_JOBS.remove, deleteMeetingJob);
};
