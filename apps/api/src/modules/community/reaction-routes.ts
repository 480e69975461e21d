import type { FastifyPluginAsync } from 'fastify';
import { communityApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { listReactions, react, unreact } from './reaction-service';

/** Likes and typed reactions: one reaction per member per post. */
export const reactionRoutes: FastifyPluginAsync = async (app) => {
  route(app, communityApi.like, (ctx, { params }) => react(ctx, { post: params, type: 'like' }));
  route(app, communityApi.unlike, (ctx, { params }) => unreact(ctx, { post: params, type: 'like' }));
  route(app, communityApi.react, (ctx, { body }) =>
    react(ctx, { post: { id: body.post_id }, type: body.reaction_type }),
  );
  route(app, communityApi.unreact, (ctx, { body }) =>
    unreact(ctx, { post: { id: body.post_id }, type: body.reaction_type }),
  );
  route(app, communityApi.reactions, (ctx, { params, query }) =>
    listReactions(ctx, { slug: params.slug, page: query }),
  );
};
