import type { FastifyPluginAsync } from 'fastify';
import { moderationApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { commentTarget, postTarget } from '../community/moderation-target-service';
import { reportItem } from './report-service';

/** Members' reports, under /api/community beside the community calls. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  route(app, moderationApi.reportPost, (ctx, { params, body }) =>
    reportItem(ctx, postTarget, { id: params.id, reason: body.reason }),
  );
  route(app, moderationApi.reportComment, (ctx, { params, body }) =>
    reportItem(ctx, commentTarget, { id: params.id, reason: body.reason }),
  );
};
