import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMUNITY_MESSAGES,
  communityPostSchema,
  messageResponse,
  postSlugParam,
  postUpdateSchema,
} from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { readPostForm } from './post-form';
import { createPost, deletePost, getPost, updatePost } from './post-service';
import { contextOf, viewerOf } from './viewer';

const common = { tags: ['community'], security: [{ bearer: [] }] };

/** /api/community/posts: one post by slug, and writing posts. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'Publish a post',
        description:
          'multipart/form-data: title, content, category, visibility (public | followers, default public), is_anonymous ("true"/"false"), tags (JSON text of a list), optional file field `image` (JPEG, PNG or WebP under 5MB, stored as WebP). The same text fields are also accepted as JSON.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: communityPostSchema },
      },
    },
    async (request, reply) => {
      const { input, image } = await readPostForm(request);
      return reply.code(201).send(await createPost(contextOf(request), viewerOf(request), input, image));
    },
  );

  app.get(
    '/posts/:slug',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'One post (404 when hidden, removed or followers-only for this reader)',
        params: postSlugParam,
        response: { 200: communityPostSchema },
      },
    },
    async (request) => getPost(contextOf(request), viewerOf(request), request.params.slug),
  );

  app.put(
    '/posts/:slug',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'Edit your post (author only); the slug stays as it was',
        params: postSlugParam,
        body: postUpdateSchema,
        response: { 200: communityPostSchema },
      },
    },
    async (request) => updatePost(contextOf(request), viewerOf(request), request.params.slug, request.body),
  );

  app.delete(
    '/posts/:slug',
    {
      preHandler: [requireAuth],
      schema: {
        ...common,
        summary: 'Delete a post with its comments (author, or staff with the moderation permission)',
        params: postSlugParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deletePost(contextOf(request), viewerOf(request), request.params.slug);
      return { message: COMMUNITY_MESSAGES.postDeleted };
    },
  );
};
