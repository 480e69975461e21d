import type { FastifyPluginAsync } from 'fastify';
import { moderationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { reportComment, reportPost } from './report-service';

/** Members' reports, under /api/community beside the community calls. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, moderationApi.reportPost, (ctx, { params, body }) =>
    reportPost(ctx, { postId: params.id, reason: body.reason }),
  );
  route(app, moderationApi.reportComment, (ctx, { params, body }) =>
    reportComment(ctx, { commentId: params.id, reason: body.reason }),
  );
};
