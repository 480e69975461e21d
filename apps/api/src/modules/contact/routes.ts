import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKETING_RATE_LIMITS, MESSAGES, contactFormSchema, messageResponse } from '@fertilia/contracts';
import { limitPerClient } from '../../plugins/client-limit';
import { submitContactMessage } from './service';

/** POST /api/contact/ — the public contact form (spec 02 §7); no sign-in, limited per client address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: [limitPerClient('contact', MARKETING_RATE_LIMITS.contactPerIp)],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Fertilia team',
        body: contactFormSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await submitContactMessage({ deps: app.deps, log: request.log }, request.body);
      return reply.code(201).send({ message: MESSAGES.contactReceived });
    },
  );
};
