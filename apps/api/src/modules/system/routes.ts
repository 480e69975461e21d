import type { FastifyPluginAsync } from 'fastify';
import { systemApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { health, publicConfig } from './service';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  route(app, systemApi.health, async (ctx, _input, { reply }) => {
    const result = await health(ctx);
    return reply.code(result.database === 'up' ? 200 : 503).send(result);
  });
  route(app, systemApi.config, async (ctx) => publicConfig(ctx));
};
