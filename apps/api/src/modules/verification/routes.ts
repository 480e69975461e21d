import type { FastifyPluginAsync } from 'fastify';
import { verificationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { decideVerification, myVerification, submitVerification, verificationQueue } from './service';

/** Registered under /api: the professional's side under /auth, the reviewers' queue under /admin. */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, verificationApi.mine, (ctx) => myVerification(ctx));
  route(app, verificationApi.submit, (ctx, { body }) => submitVerification(ctx, body));
  route(app, verificationApi.queue, (ctx, { query }) => verificationQueue(ctx, query));
  route(app, verificationApi.decide, (ctx, { params, body }) =>
    decideVerification(ctx, { id: params.id, ...body }),
  );
};
