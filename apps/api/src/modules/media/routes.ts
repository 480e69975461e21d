import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '@fertilia/contracts';
import { route } from '../../http/route';
import { PUBLIC_MEDIA, type PublicArea } from '../../lib/storage/media-url';

const CACHE_CONTROL = 'private, max-age=86400';

/**
 * /api/media: uploaded pictures, read through the file storage (`deps.storage`). Avatars, blog covers and
 * community pictures are public to whoever holds the URL (an <img> cannot send a bearer token); their names
 * are 128 random bits, so they cannot be listed or guessed.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The API answers no-store by default; a picture may be cached by the browser, not by shared caches.
  // This hook runs after the app-wide one, so its header wins within this scope.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('Cache-Control', CACHE_CONTROL);
      reply.removeHeader('Pragma');
    }
    return payload;
  });

  const serve = (area: PublicArea) => {
    const endpoint = PUBLIC_MEDIA[area];
    route(app, endpoint, async (ctx, { params }, { reply }) => {
      const file = await ctx.deps.storage.read(area, params.name);
      if (!file) throw notFound();
      return reply.type(endpoint.produces).send(file);
    });
  };
  for (const area of Object.keys(PUBLIC_MEDIA) as PublicArea[]) serve(area);
};
