import type { FastifyPluginAsync } from 'fastify';
import { COMMUNITY_MESSAGES, communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { readPostForm } from './post-form';
import { createPost, deletePost, getPost, updatePost } from './post-service';

/** /api/community/posts: one post by slug, and writing posts. */
export const postRoutes: FastifyPluginAsync = async (app) => {
  // The form (or the same fields as JSON) is read and checked here: its picture is a stream, not JSON.
  route(app, communityApi.createPost, async (ctx, _input, { request }) =>
    createPost(ctx, await readPostForm(request)),
  );
  route(app, communityApi.getPost, (ctx, { params }) => getPost(ctx, params.slug));
  route(app, communityApi.updatePost, (ctx, { params, body }) =>
    updatePost(ctx, { slug: params.slug, changes: body }),
  );
  route(app, communityApi.deletePost, async (ctx, { params }) => {
    await deletePost(ctx, params.slug);
    return { message: COMMUNITY_MESSAGES.postDeleted };
  });
};
