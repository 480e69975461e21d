import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  loginSchema,
  logoutSchema,
  messageResponse,
  refreshResponse,
  refreshSchema,
  registerSchema,
  tokenPairResponse,
} from '@fertilia/contracts';
import { authOf, requireSignedIn } from '../../plugins/auth';
import { contextOf } from './context';
import { login } from './login-service';
import { register } from './register-service';
import { endSession, refreshSession } from './session-service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Register a patient, expert or doctor; signs them in and mails a confirmation link',
        body: registerSchema,
        response: { 201: tokenPairResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await register(contextOf(request), request.body)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: tokenPairResponse },
      },
    },
    async (request) => login(contextOf(request), request.body),
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new token pair (the refresh token rotates on every use)',
        body: refreshSchema,
        response: { 200: refreshResponse },
      },
    },
    async (request) => refreshSession(contextOf(request), request.body.refresh),
  );

  app.post(
    '/logout',
    {
      preHandler: [requireSignedIn],
      schema: {
        tags,
        summary: 'Sign out: ends this session, so its tokens stop working at once',
        security: bearer,
        // Nothing in the body is needed; null stands for "no body" as Fastify hands it over.
        body: logoutSchema.nullable(),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await endSession(contextOf(request), user, sessionId);
      return { message: MESSAGES.loggedOutDetail };
    },
  );
};
