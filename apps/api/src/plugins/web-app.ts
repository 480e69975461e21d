import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES, matchWebRoute } from '@fertilia/contracts';

/**
 * Serves the built web app beside the API: hashed assets cached for a year, index.html never cached, and
 * every other non-/api GET answered with index.html so client-side routes survive a reload. The status is
 * 200 only for a path of the web app's route table (the one the router is built from); any other address
 * still gets the app, which shows its not-found page, but with a 404 that crawlers and monitors can trust.
 */
export const webAppPlugin = fp(async (app) => {
  const dist = app.deps.config.webDist;
  const hasWeb = !!dist && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist!,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWeb && isPage) {
      const pathname = request.url.split('?', 1)[0]!;
      return reply
        .code(matchWebRoute(pathname) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
});
