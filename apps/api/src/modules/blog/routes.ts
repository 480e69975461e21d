import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_IMAGE_MAX_BYTES,
  blogListQuerySchema,
  blogPostIdParam,
  blogPostListResponse,
  blogPostSchema,
  blogPostsQuerySchema,
  blogSlugParam,
} from '@fertilia/contracts';
import { getPost, getPostBySlug, listPosts } from './service';
import { identifyReader, viewerOf } from './viewer';
import { blogWriteRoutes } from './write-routes';

// Anonymous or bearer: both are served (OpenAPI's way of saying the token is optional).
const optionalBearer: Record<string, string[]>[] = [{}, { bearer: [] }];
const common = { tags: ['blog'], security: optionalBearer };
const listDescription =
  'Newest first. Readers see published posts; a bearer token of staff with the content permission adds drafts, and `status` (all, draft, published) filters them.';

/** /api/blog: public reads here; writes, preview and cover uploads (content permission) in write-routes. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db.db;
  await app.register(multipart, { limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1 } });

  app.get(
    '/',
    {
      preHandler: [identifyReader],
      schema: {
        ...common,
        summary: 'Blog posts, 10 to a page by default',
        description: listDescription,
        querystring: blogListQuerySchema,
        response: { 200: blogPostListResponse },
      },
    },
    async (request) => listPosts(db(), viewerOf(request), request.query),
  );

  app.get(
    '/posts',
    {
      preHandler: [identifyReader],
      schema: {
        ...common,
        summary: 'Blog posts, 20 to a page by default (the second list form of spec 01 §7)',
        description: listDescription,
        querystring: blogPostsQuerySchema,
        response: { 200: blogPostListResponse },
      },
    },
    async (request) => listPosts(db(), viewerOf(request), request.query),
  );

  app.get(
    '/slug/:slug',
    {
      preHandler: [identifyReader],
      schema: {
        ...common,
        summary: 'One post by its slug (a draft is 404 without the content permission)',
        params: blogSlugParam,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => getPostBySlug(db(), viewerOf(request), request.params.slug),
  );

  app.get(
    '/:id',
    {
      preHandler: [identifyReader],
      schema: {
        ...common,
        summary: 'One post by id (a draft is 404 without the content permission)',
        params: blogPostIdParam,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => getPost(db(), viewerOf(request), request.params.id),
  );

  await app.register(blogWriteRoutes);
};
