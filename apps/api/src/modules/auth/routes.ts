import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes';
import { AVATAR_UPLOAD_MAX_BYTES, avatarRoutes } from './avatar-routes';
import { recoveryRoutes } from './recovery-routes';
import { sessionRoutes } from './session-routes';

/**
 * /api/auth: sign-up, sign-in, sessions, the account's own profile, e-mail confirmation and password
 * recovery. Multipart parsing exists only in this scope, for the avatar upload.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // The spec's client sends a JSON content type on every call, also on calls without a payload (logout,
  // resend); an empty body is read as "no body" instead of failing as invalid JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  await app.register(multipart, { limits: { fileSize: AVATAR_UPLOAD_MAX_BYTES, files: 1 } });

  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(avatarRoutes);
  await app.register(recoveryRoutes);
};
