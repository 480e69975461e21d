import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParam,
  supportMessageDetailSchema,
  supportMessageListQuery,
  supportMessageListResponse,
  supportReplyInputSchema,
  supportStatusInputSchema,
} from '@fertilia/contracts';
import { authOf, requireAuth, requirePermission } from '../../plugins/auth';
import {
  changeSupportMessageStatus,
  getSupportMessage,
  listSupportMessages,
  replyToSupportMessage,
  type InboxActor,
} from './inbox-service';

const guarded = { preHandler: [requireAuth, requirePermission('support')] };
const common = { tags: ['admin', 'support'], security: [{ bearer: [] }] };
const actorOf = (request: FastifyRequest): InboxActor => ({
  userId: authOf(request).user.id,
  ip: request.ip,
});

/** The support inbox under /api/admin/support (permission 'support'): read, answer, close, reopen. */
export const supportInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Contact messages, newest first, optionally of one status',
        querystring: supportMessageListQuery,
        response: { 200: supportMessageListResponse },
      },
    },
    async (request) => listSupportMessages(app.deps.db.db, request.query),
  );

  app.get(
    '/messages/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'One message with its replies',
        params: idParam,
        response: { 200: supportMessageDetailSchema },
      },
    },
    async (request) => getSupportMessage(app.deps.db.db, request.params.id),
  );

  app.post(
    '/messages/:id/replies',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Answer a message: the reply is mailed to the sender and the message marked answered',
        params: idParam,
        body: supportReplyInputSchema,
        response: { 201: supportMessageDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await replyToSupportMessage(
            { deps: app.deps, log: request.log },
            actorOf(request),
            request.params.id,
            request.body.body,
          ),
        ),
  );

  app.put(
    '/messages/:id/status',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Close, reopen or mark a message answered',
        params: idParam,
        body: supportStatusInputSchema,
        response: { 200: supportMessageDetailSchema },
      },
    },
    async (request) =>
      changeSupportMessageStatus(app.deps, actorOf(request), request.params.id, request.body.status),
  );
};
