import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityFeedQuery, communityPostPage } from '@fertilia/contracts';
import { requireAuth } from '../../plugins/auth';
import { listFeed } from './feed-service';
import type { FeedKind } from './post-repo';
import { contextOf, viewerOf } from './viewer';

const FEEDS: { path: string; kind: FeedKind; summary: string }[] = [
  { path: '/feed', kind: 'newest', summary: 'The community feed, newest first' },
  {
    path: '/trending',
    kind: 'trending',
    summary:
      'Trending posts by hot score: (reactions + 2 × comments + 1) / (age in hours + 2)^1.5, highest first',
  },
  {
    path: '/following',
    kind: 'following',
    summary: 'Posts of the members you follow, newest first (anonymous posts never appear here)',
  },
];

/** The three feeds; skip/limit paging (default 0 and 20). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const feed of FEEDS) {
    app.get(
      feed.path,
      {
        preHandler: [requireAuth],
        schema: {
          tags: ['community'],
          security: [{ bearer: [] }],
          summary: feed.summary,
          querystring: communityFeedQuery,
          response: { 200: communityPostPage },
        },
      },
      async (request) => listFeed(contextOf(request), viewerOf(request), feed.kind, request.query),
    );
  }
};
