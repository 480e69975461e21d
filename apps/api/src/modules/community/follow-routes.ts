import type { FastifyPluginAsync } from 'fastify';
import { communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { follow, listFollows, memberCard, unfollow } from './follow-service';

/** /api/community/users/{id}: member cards and follows. */
export const followRoutes: FastifyPluginAsync = async (app) => {
  route(app, communityApi.follow, (ctx, { params }) => follow(ctx, params.id));
  route(app, communityApi.unfollow, (ctx, { params }) => unfollow(ctx, params.id));
  route(app, communityApi.member, (ctx, { params }) => memberCard(ctx, params.id));
  route(app, communityApi.followers, (ctx, { params, query }) =>
    listFollows(ctx, { memberId: params.id, side: 'followers', page: query }),
  );
  route(app, communityApi.followees, (ctx, { params, query }) =>
    listFollows(ctx, { memberId: params.id, side: 'following', page: query }),
  );
};
