import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  moderationCommentPage,
  moderationDecisionResponse,
  moderationDecisionSchema,
  moderationPostPage,
  moderationQueueQuery,
} from '@fertilia/contracts';
import { requireAuth, requirePermission } from '../../plugins/auth';
import { actorOf, contextOf } from './context';
import { decideComment, decidePost } from './decision-service';
import { commentQueue, postQueue } from './queue-service';

const guarded = { preHandler: [requireAuth, requirePermission('moderation')] };
const common = { tags: ['admin moderation'], security: [{ bearer: [] }] };
const queueDescription =
  'One entry per reported item with its real author (even when posted anonymously), the report count, ' +
  'the newest reports and the first and last report times. open: hidden items first, then the longest waiting.';
const decisionDescription =
  'approve: visible again, reports closed as approved. remove: taken down, the author is mailed the reason ' +
  '(required). dismiss: reports closed as dismissed, a hidden item becomes visible. Every decision is audited.';

/** The moderation queue and decisions, under /api/admin/moderation, for the moderation permission. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db.db;

  app.get(
    '/posts',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Reported posts',
        description: queueDescription,
        querystring: moderationQueueQuery,
        response: { 200: moderationPostPage },
      },
    },
    async (request) => postQueue(db(), request.query),
  );

  app.get(
    '/comments',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Reported comments',
        description: queueDescription,
        querystring: moderationQueueQuery,
        response: { 200: moderationCommentPage },
      },
    },
    async (request) => commentQueue(db(), request.query),
  );

  app.post(
    '/posts/:id/decision',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Decide on a post',
        description: decisionDescription,
        params: idParam,
        body: moderationDecisionSchema,
        response: { 200: moderationDecisionResponse },
      },
    },
    async (request) => decidePost(contextOf(request), actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/comments/:id/decision',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Decide on a comment',
        description: decisionDescription,
        params: idParam,
        body: moderationDecisionSchema,
        response: { 200: moderationDecisionResponse },
      },
    },
    async (request) => decideComment(contextOf(request), actorOf(request), request.params.id, request.body),
  );
};
