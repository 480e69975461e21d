import type { FastifyPluginAsync } from 'fastify';
import { MARKETING_RATE_LIMITS, MESSAGES, marketingApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { clientLimited } from '../../plugins/client-limit';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './newsletter-service';
import { joinWaitlist } from './waitlist-service';

const { newsletterPerIp, newsletterLinkPerIp, waitlistPerIp } = MARKETING_RATE_LIMITS;

/** Public newsletter and waitlist forms (spec 02 §7 "Marketing and contact"); no sign-in, limited per address. */
export const marketingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    clientLimited('newsletter', newsletterPerIp, (scope) =>
      route(scope, marketingApi.subscribe, async (ctx, { body }) => {
        await subscribeToNewsletter(ctx, body);
        return { message: MESSAGES.newsletterCheckInbox };
      }),
    ),
  );
  await app.register(
    clientLimited('newsletter-link', newsletterLinkPerIp, (scope) =>
      route(scope, marketingApi.confirm, async (ctx, { body }) => {
        await confirmNewsletter(ctx, body.token);
        return { message: MESSAGES.newsletterConfirmed };
      }),
    ),
  );
  await app.register(
    clientLimited('newsletter-link', newsletterLinkPerIp, (scope) =>
      route(scope, marketingApi.unsubscribe, async (ctx, { body }) => {
        await unsubscribeNewsletter(ctx, body.token);
        return { message: MESSAGES.newsletterUnsubscribed };
      }),
    ),
  );
  await app.register(
    clientLimited('waitlist', waitlistPerIp, (scope) =>
      route(scope, marketingApi.joinWaitlist, async (ctx, { body }) => {
        await joinWaitlist(ctx, body);
        return { message: MESSAGES.waitlistJoined };
      }),
    ),
  );
};
