import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMUNITY_MESSAGES,
  commentCreateSchema,
  commentIdParam,
  commentThreadsQuery,
  commentUpdateSchema,
  communityCommentPage,
  communityCommentSchema,
  communityFeedQuery,
  messageResponse,
  postSlugParam,
} from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { addComment, deleteComment, editComment, listComments, listThreads } from './comment-service';
import { contextOf, viewerOf } from './viewer';

const common = { tags: ['community'], security: [{ bearer: [] }] };
const guarded = { preHandler: [requireAuth] };

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts/:slug/comments',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'A post’s comments as one flat list, oldest first',
        params: postSlugParam,
        querystring: communityFeedQuery,
        response: { 200: communityCommentPage },
      },
    },
    async (request) =>
      listComments(contextOf(request), viewerOf(request), request.params.slug, request.query),
  );

  app.get(
    '/posts/:slug/comments/threaded',
    {
      ...guarded,
      schema: {
        ...common,
        summary:
          'Top-level comments, oldest first, each with its replies nested (paging counts top-level ones)',
        params: postSlugParam,
        querystring: commentThreadsQuery,
        response: { 200: communityCommentPage },
      },
    },
    async (request) => listThreads(contextOf(request), viewerOf(request), request.params.slug, request.query),
  );

  app.post(
    '/comments',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Comment on a post, or reply to a comment of the same post with parent_id',
        body: commentCreateSchema,
        response: { 201: communityCommentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(contextOf(request), viewerOf(request), request.body)),
  );

  app.patch(
    '/comments/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Edit your comment (author only)',
        params: commentIdParam,
        body: commentUpdateSchema,
        response: { 200: communityCommentSchema },
      },
    },
    async (request) => editComment(contextOf(request), viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/comments/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Delete a comment and its replies (author, or staff with the moderation permission)',
        params: commentIdParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteComment(contextOf(request), viewerOf(request), request.params.id);
      return { message: COMMUNITY_MESSAGES.commentDeleted };
    },
  );
};
