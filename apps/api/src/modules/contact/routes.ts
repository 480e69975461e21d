import type { FastifyPluginAsync } from 'fastify';
import { MARKETING_RATE_LIMITS, MESSAGES, contactApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { clientLimited } from '../../plugins/client-limit';
import { submitContactMessage } from './service';

/** POST /api/contact/ — the public contact form (spec 02 §7); no sign-in, limited per client address. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    clientLimited('contact', MARKETING_RATE_LIMITS.contactPerIp, (scope) =>
      route(scope, contactApi.send, async (ctx, { body }) => {
        await submitContactMessage(ctx, body);
        return { message: MESSAGES.contactReceived };
      }),
    ),
  );
};
