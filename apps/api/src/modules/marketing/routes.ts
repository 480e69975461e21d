import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKETING_RATE_LIMITS,
  MESSAGES,
  messageResponse,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  waitlistJoinSchema,
} from '@fertilia/contracts';
import { limitPerClient } from '../../plugins/client-limit';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './newsletter-service';
import { joinWaitlist } from './waitlist-service';

const common = { tags: ['marketing'] };

/** Public newsletter and waitlist forms (spec 02 §7 "Marketing and contact"); no sign-in, limited per address. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      preValidation: [limitPerClient('newsletter', MARKETING_RATE_LIMITS.newsletterPerIp)],
      schema: {
        ...common,
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation mail is sent)',
        body: newsletterSubscribeSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { email, consent_marketing } = request.body;
      await subscribeToNewsletter({ deps: app.deps, log: request.log }, email, consent_marketing);
      return { message: MESSAGES.newsletterCheckInbox };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      preValidation: [limitPerClient('newsletter-link', MARKETING_RATE_LIMITS.newsletterLinkPerIp)],
      schema: {
        ...common,
        summary: 'Confirm a subscription with the token of its confirmation link',
        body: newsletterTokenSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await confirmNewsletter({ deps: app.deps, log: request.log }, request.body.token);
      return { message: MESSAGES.newsletterConfirmed };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      preValidation: [limitPerClient('newsletter-link', MARKETING_RATE_LIMITS.newsletterLinkPerIp)],
      schema: {
        ...common,
        summary: 'Unsubscribe with the token of the link every newsletter mail carries',
        body: newsletterTokenSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await unsubscribeNewsletter({ deps: app.deps, log: request.log }, request.body.token);
      return { message: MESSAGES.newsletterUnsubscribed };
    },
  );

  app.post(
    '/waitlist',
    {
      preValidation: [limitPerClient('waitlist', MARKETING_RATE_LIMITS.waitlistPerIp)],
      schema: {
        ...common,
        summary: 'Join the waitlist; a later submission of the same address updates its entry',
        body: waitlistJoinSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await joinWaitlist(app.deps, request.body);
      return { message: MESSAGES.waitlistJoined };
    },
  );
};
