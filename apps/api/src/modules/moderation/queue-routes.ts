import type { FastifyPluginAsync } from 'fastify';
import { moderationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { decideComment, decidePost } from './decision-service';
import { commentQueue, postQueue } from './queue-service';

/** The moderation queue and decisions, under /api/admin/moderation, for the moderation permission. */
export const queueRoutes: FastifyPluginAsync = async (app) => {
  route(app, moderationApi.postQueue, (ctx, { query }) => postQueue(ctx, query));
  route(app, moderationApi.commentQueue, (ctx, { query }) => commentQueue(ctx, query));
  route(app, moderationApi.decidePost, (ctx, { params, body }) =>
    decidePost(ctx, { id: params.id, ...body }),
  );
  route(app, moderationApi.decideComment, (ctx, { params, body }) =>
    decideComment(ctx, { id: params.id, ...body }),
  );
};
