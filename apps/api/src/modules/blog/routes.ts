import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { BLOG_IMAGE_MAX_BYTES, blogApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { getPost, getPostBySlug, listPosts } from './service';
import { blogWriteRoutes } from './write-routes';

/**
 * /api/blog: public reads here, where a caller who sends a bearer token is identified (content staff see
 * drafts; a token that is sent must be valid, so the web client refreshes it instead of silently showing a
 * staff member the public view). Writes, preview and cover uploads (content permission) in write-routes.
 */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1 } });

  route(app, blogApi.list, (ctx, { query }) => listPosts(ctx, query));
  route(app, blogApi.posts, (ctx, { query }) => listPosts(ctx, query));
  route(app, blogApi.bySlug, (ctx, { params }) => getPostBySlug(ctx, params.slug));
  route(app, blogApi.get, (ctx, { params }) => getPost(ctx, params.id));

  await app.register(blogWriteRoutes);
};
