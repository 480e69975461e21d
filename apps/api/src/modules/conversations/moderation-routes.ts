import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageIdParam,
  messageDecisionResponse,
  moderationDecisionSchema,
  moderationMessagePage,
  moderationQueueQuery,
} from '@fertilia/contracts';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { contextOf, memberOf } from './context';
import { decideMessage, messageQueue } from './moderation-service';

const guarded = { preHandler: [requireAuth, requirePermission('moderation')] };
const common = { tags: ['admin moderation'], security: [{ bearer: [] }] };

/**
 * Reported conversation messages, beside the post and comment queues under /api/admin/moderation, for the
 * moderation permission. Only the reported message is shown, never the rest of the conversation.
 */
export const messageModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Reported conversation messages',
        description:
          'One entry per reported message with its sender, the report count, the newest reports and the first ' +
          'and last report times; the longest waiting first. The rest of the conversation stays private.',
        querystring: moderationQueueQuery,
        response: { 200: moderationMessagePage },
      },
    },
    async (request) => messageQueue(contextOf(request), request.query),
  );

  app.post(
    '/messages/:id/decision',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Decide on a reported message',
        description:
          'remove: the message reads as removed for every participant and its sender is told the reason ' +
          '(required). approve / dismiss: the reports are closed and the message stays. Every open report of the ' +
          'message is closed together; audited. 404 for a message nobody reported, 409 once decided.',
        params: chatMessageIdParam,
        body: moderationDecisionSchema,
        response: { 200: messageDecisionResponse },
      },
    },
    async (request) => decideMessage(contextOf(request), memberOf(request), request.params.id, request.body),
  );
};
