import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, reportInputSchema, reportResponse } from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { actorOf, contextOf } from './context';
import { reportComment, reportPost } from './report-service';

const common = { tags: ['community moderation'], security: [{ bearer: [] }] };
const description =
  'Any confirmed member, once per item (a second report answers 409); not on their own content (403). ' +
  'An item reported by REPORT_HIDE_THRESHOLD distinct members is hidden until a moderator decides.';

/** Members' reports, under /api/community beside the community calls. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts/:id/report',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'Report a post to the moderators',
        description,
        params: idParam,
        body: reportInputSchema,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reportPost(contextOf(request), actorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/comments/:id/report',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'Report a comment to the moderators',
        description,
        params: idParam,
        body: reportInputSchema,
        response: { 201: reportResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reportComment(contextOf(request), actorOf(request), request.params.id, request.body.reason),
        ),
  );
};
