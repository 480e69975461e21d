import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { POST_IMAGE_MAX_BYTES } from '@fertilia/contracts';
import { commentRoutes } from './comment-routes';
import { feedRoutes } from './feed-routes';
import { followRoutes } from './follow-routes';
import { postRoutes } from './post-routes';
import { reactionRoutes } from './reaction-routes';
import { settingsRoutes } from './settings-routes';

/** /api/community: feeds, posts, reactions, comments and follows (spec 02 §7). */
export const communityRoutes: FastifyPluginAsync = async (app) => {
  // One picture per post; a bigger one stops at POST_IMAGE_MAX_BYTES and is refused in post-form.
  await app.register(multipart, { limits: { fileSize: POST_IMAGE_MAX_BYTES, files: 1 } });
  await app.register(feedRoutes);
  await app.register(postRoutes);
  await app.register(reactionRoutes);
  await app.register(commentRoutes);
  await app.register(followRoutes);
  await app.register(settingsRoutes);
};
