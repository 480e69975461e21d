import type { FastifyPluginAsync } from 'fastify';
import { mediaApi, notFound } from '@fertilia/contracts';
import { route } from '../../http/route';
import { avatarStore } from '../../lib/avatar-store';
import { coverStore } from '../../lib/cover-image';
import { postImageStore } from '../../lib/community-image';

const CACHE_CONTROL = 'private, max-age=86400';

type PictureStore = Pick<ReturnType<typeof avatarStore>, 'read'>;

/**
 * /api/media: uploaded pictures. Avatars and blog covers are public to whoever holds the URL (an <img> cannot send a
 * bearer token); their names are 128 random bits, so they cannot be listed or guessed.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.deps.config;

  // The API answers no-store by default; a picture may be cached by the browser, not by shared caches.
  // This hook runs after the app-wide one, so its header wins within this scope.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('Cache-Control', CACHE_CONTROL);
      reply.removeHeader('Pragma');
    }
    return payload;
  });

  const serve = (
    endpoint: typeof mediaApi.avatar | typeof mediaApi.blogCover | typeof mediaApi.communityImage,
    store: PictureStore,
  ) =>
    route(app, endpoint, async (_ctx, { params }, { reply }) => {
      const image = await store.read(params.name);
      if (!image) throw notFound();
      return reply.type(endpoint.produces).send(image);
    });

  serve(mediaApi.avatar, avatarStore(dataDir));
  serve(mediaApi.blogCover, coverStore(dataDir));
  serve(mediaApi.communityImage, postImageStore(dataDir));
};
