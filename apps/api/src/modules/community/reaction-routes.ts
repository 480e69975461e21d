import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityFeedQuery,
  postReactionPage,
  postSlugParam,
  reactionInputSchema,
  reactionResultSchema,
} from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { listReactions, react, unreact } from './reaction-service';
import { contextOf, viewerOf } from './viewer';

const common = { tags: ['community'], security: [{ bearer: [] }] };
const guarded = { preHandler: [requireAuth] };

/** Likes and typed reactions: one reaction per member per post. */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts/:slug/like',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Like a post (replaces another reaction of yours)',
        params: postSlugParam,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) => react(contextOf(request), viewerOf(request), request.params, 'like'),
  );

  app.delete(
    '/posts/:slug/like',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Unlike a post',
        params: postSlugParam,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) => unreact(contextOf(request), viewerOf(request), request.params, 'like'),
  );

  app.post(
    '/likes',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'React to a post: like, heart, hug, celebrate or insightful',
        body: reactionInputSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) =>
      react(contextOf(request), viewerOf(request), { id: request.body.post_id }, request.body.reaction_type),
  );

  app.delete(
    '/likes',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Remove your reaction of that type from a post',
        body: reactionInputSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) =>
      unreact(
        contextOf(request),
        viewerOf(request),
        { id: request.body.post_id },
        request.body.reaction_type,
      ),
  );

  app.get(
    '/posts/:slug/likes',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Who reacted to a post, and how',
        params: postSlugParam,
        querystring: communityFeedQuery,
        response: { 200: postReactionPage },
      },
    },
    async (request) =>
      listReactions(contextOf(request), viewerOf(request), request.params.slug, request.query),
  );
};
