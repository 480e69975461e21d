import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarStore } from '../../lib/avatar-store';
import { coverStore } from '../../lib/cover-image';
import { postImageStore } from '../../lib/community-image';
import { notFound } from '../../lib/http-error';

const CACHE_CONTROL = 'private, max-age=86400';

/**
 * /api/media: uploaded pictures. Avatars and blog covers are public to whoever holds the URL (an <img> cannot send a
 * bearer token); their names are 128 random bits, so they cannot be listed or guessed.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = avatarStore(app.deps.config.dataDir);
  const covers = coverStore(app.deps.config.dataDir);
  const postImages = postImageStore(app.deps.config.dataDir);

  // The API answers no-store by default; a picture may be cached by the browser, not by shared caches.
  // This hook runs after the app-wide one, so its header wins within this scope.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('Cache-Control', CACHE_CONTROL);
      reply.removeHeader('Pragma');
    }
    return payload;
  });

  app.get(
    '/avatars/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A profile picture uploaded through /api/auth/profile/picture (image/webp)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const image = await store.read(request.params.name);
      if (!image) throw notFound();
      return reply.type('image/webp').send(image);
    },
  );

  app.get(
    '/blog/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A blog cover uploaded through /api/blog/images (image/webp)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const image = await covers.read(request.params.name);
      if (!image) throw notFound();
      return reply.type('image/webp').send(image);
    },
  );

  app.get(
    '/community/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A community post picture uploaded with POST /api/community/posts/ (image/webp)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const image = await postImages.read(request.params.name);
      if (!image) throw notFound();
      return reply.type('image/webp').send(image);
    },
  );
};
