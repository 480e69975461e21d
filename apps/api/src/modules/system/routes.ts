import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configResponse, healthResponse } from '@fertilia/contracts';
import { health, publicConfig } from './service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const result = await health(app.deps);
      return reply.code(result.database === 'up' ? 200 : 503).send(result);
    },
  );
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Feature flags and public settings',
        response: { 200: configResponse },
      },
    },
    async () => publicConfig(app.deps),
  );
};
