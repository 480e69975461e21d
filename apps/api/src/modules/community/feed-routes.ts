import type { FastifyPluginAsync } from 'fastify';
import { communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { listFeed } from './feed-service';

/** The three feeds; skip/limit paging (default 0 and 20). */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  route(app, communityApi.feed, (ctx, { query }) => listFeed(ctx, { kind: 'newest', page: query }));
  route(app, communityApi.trending, (ctx, { query }) => listFeed(ctx, { kind: 'trending', page: query }));
  route(app, communityApi.following, (ctx, { query }) => listFeed(ctx, { kind: 'following', page: query }));
};
