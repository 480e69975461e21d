import type { FastifyPluginAsync } from 'fastify';
import { messageModerationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { decide } from '../moderation/decision-service';
import { moderationQueue } from '../moderation/queue-service';
import { messageTarget } from './moderation-target-service';

/**
 * Reported conversation messages, beside the post and comment queues under /api/admin/moderation, for the
 * moderation permission, through the same queue and decision path. Only the reported message is shown,
 * never the rest of the conversation.
 */
export const messageModerationRoutes: FastifyPluginAsync = async (app) => {
  route(app, messageModerationApi.queue, (ctx, { query }) => moderationQueue(ctx, messageTarget, query));
  route(app, messageModerationApi.decide, (ctx, { params, body }) =>
    decide(ctx, messageTarget, { id: params.id, ...body }),
  );
};
