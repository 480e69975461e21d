import type { FastifyPluginAsync } from 'fastify';
import { communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { saveNameSettings } from './name-settings-service';

/** /api/community/settings: how the member appears to others. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, communityApi.nameSettings, (ctx, { body }) => saveNameSettings(ctx, body));
};
