import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import { newsletterSubscribeSchema, newsletterTokenSchema, waitlistJoinSchema } from '../marketing';

const tags = ['marketing'];

/**
 * Spec 02 §7 marketing: the public newsletter and waitlist forms. No sign-in; each form has a budget per
 * client address, spent before validation (MARKETING_RATE_LIMITS).
 */
export const marketingApi = {
  subscribe: endpoint({
    method: 'POST',
    path: '/api/marketing/newsletter/subscribe/',
    access: access.public,
    tags,
    summary: 'Subscribe to the newsletter (double opt-in: a confirmation mail is sent)',
    body: newsletterSubscribeSchema,
    responses: { 200: messageResponse },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/marketing/newsletter/confirm',
    access: access.public,
    tags,
    summary: 'Confirm a subscription with the token of its confirmation link',
    body: newsletterTokenSchema,
    responses: { 200: messageResponse },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/marketing/newsletter/unsubscribe',
    access: access.public,
    tags,
    summary: 'Unsubscribe with the token of the link every newsletter mail carries',
    body: newsletterTokenSchema,
    responses: { 200: messageResponse },
  }),
  joinWaitlist: endpoint({
    method: 'POST',
    path: '/api/marketing/waitlist/',
    access: access.public,
    tags,
    summary: 'Join the waitlist; a later submission of the same address updates its entry',
    body: waitlistJoinSchema,
    responses: { 200: messageResponse },
  }),
};
