import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { API_VERSION, MESSAGES } from '@fertilia/contracts';

/**
 * Spec 01 §7 server side: X-API-Version (v1 accepted and echoed), an X-CSRF-Token on every response
 * (cookies never authenticate here, so it is issued for the spec's client, not relied on), and
 * `Cache-Control: no-store` on API answers, which may carry personal data.
 */
export const requestRulesPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    const asked = request.headers['x-api-version'];
    if (asked !== undefined) {
      const value = Array.isArray(asked) ? asked.join(',') : asked;
      if (value.trim().toLowerCase() !== API_VERSION) {
        return reply.code(400).send({ detail: MESSAGES.unsupportedApiVersion(value) });
      }
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api')) return payload;
    reply.header('X-API-Version', API_VERSION);
    reply.header('X-CSRF-Token', randomBytes(24).toString('base64url'));
    if (!reply.hasHeader('Cache-Control') || !request.url.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
    }
    return payload;
  });
});
