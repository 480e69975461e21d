import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityFeedQuery,
  followResponse,
  memberCardSchema,
  memberIdParam,
  memberPage,
} from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { follow, listFollows, memberCard, unfollow } from './follow-service';
import { contextOf, viewerOf } from './viewer';

const common = { tags: ['community'], security: [{ bearer: [] }] };
const guarded = { preHandler: [requireAuth] };

/** /api/community/users/{id}: member cards and follows. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/follow',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Follow a member (idempotent)',
        params: memberIdParam,
        response: { 200: followResponse },
      },
    },
    async (request) => follow(contextOf(request), viewerOf(request), request.params.id),
  );

  app.post(
    '/users/:id/unfollow',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Unfollow a member (idempotent)',
        params: memberIdParam,
        response: { 200: followResponse },
      },
    },
    async (request) => unfollow(contextOf(request), viewerOf(request), request.params.id),
  );

  app.get(
    '/users/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'A member’s public card with follower and following counts',
        params: memberIdParam,
        response: { 200: memberCardSchema },
      },
    },
    async (request) => memberCard(contextOf(request), viewerOf(request), request.params.id),
  );

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/users/:id/${side}`,
      {
        ...guarded,
        schema: {
          ...common,
          summary: side === 'followers' ? 'Who follows a member' : 'Whom a member follows',
          params: memberIdParam,
          querystring: communityFeedQuery,
          response: { 200: memberPage },
        },
      },
      async (request) => listFollows(contextOf(request), request.params.id, side, request.query),
    );
  }
};
