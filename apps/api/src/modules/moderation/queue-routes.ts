import type { FastifyPluginAsync } from 'fastify';
import { moderationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { commentTarget, postTarget } from '../community/moderation-target-service';
import { decide } from './decision-service';
import { moderationQueue } from './queue-service';

/**
 * The moderation queues and decisions of community posts and comments, under /api/admin/moderation, for the
 * moderation permission. Conversation messages go through the same queue and decision path
 * (conversations/moderation-routes.ts).
 */
export const queueRoutes: FastifyPluginAsync = async (app) => {
  route(app, moderationApi.postQueue, (ctx, { query }) => moderationQueue(ctx, postTarget, query));
  route(app, moderationApi.commentQueue, (ctx, { query }) => moderationQueue(ctx, commentTarget, query));
  route(app, moderationApi.decidePost, (ctx, { params, body }) =>
    decide(ctx, postTarget, { id: params.id, ...body }),
  );
  route(app, moderationApi.decideComment, (ctx, { params, body }) =>
    decide(ctx, commentTarget, { id: params.id, ...body }),
  );
};
