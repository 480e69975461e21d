import type { FastifyPluginAsync } from 'fastify';
import { COMMUNITY_MESSAGES, communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { addComment, deleteComment, editComment, listComments, listThreads } from './comment-service';

export const commentRoutes: FastifyPluginAsync = async (app) => {
  route(app, communityApi.comments, (ctx, { params, query }) =>
    listComments(ctx, { slug: params.slug, page: query }),
  );
  route(app, communityApi.threadedComments, (ctx, { params, query }) =>
    listThreads(ctx, { slug: params.slug, page: query }),
  );
  route(app, communityApi.addComment, (ctx, { body }) => addComment(ctx, body));
  route(app, communityApi.editComment, (ctx, { params, body }) =>
    editComment(ctx, { id: params.id, changes: body }),
  );
  route(app, communityApi.deleteComment, async (ctx, { params }) => {
    await deleteComment(ctx, params.id);
    return { message: COMMUNITY_MESSAGES.commentDeleted };
  });
};
