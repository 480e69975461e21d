import type { FastifyPluginAsync } from 'fastify';
import { messageModerationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { decideMessage, messageQueue } from './moderation-service';

/**
 * Reported conversation messages, beside the post and comment queues under /api/admin/moderation, for the
 * moderation permission. Only the reported message is shown, never the rest of the conversation.
 */
export const messageModerationRoutes: FastifyPluginAsync = async (app) => {
  route(app, messageModerationApi.queue, (ctx, { query }) => messageQueue(ctx, query));
  route(app, messageModerationApi.decide, (ctx, { params, body }) =>
    decideMessage(ctx, { messageId: params.id, ...body }),
  );
};
