import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, authApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { login } from './login-service';
import { register } from './register-service';
import { endSession, refreshSession } from './session-service';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  route(app, authApi.register, (ctx, { body }) => register(ctx, body));
  route(app, authApi.login, (ctx, { body }) => login(ctx, body));
  route(app, authApi.refresh, (ctx, { body }) => refreshSession(ctx, body.refresh));
  route(app, authApi.logout, async (ctx) => {
    await endSession(ctx);
    return { message: MESSAGES.loggedOutDetail };
  });
};
