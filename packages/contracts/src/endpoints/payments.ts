import { z } from 'zod';
import { access, endpoint } from '../endpoint';
import {
  cardDetailsSchema,
  intentIdParam,
  paymentEventSchema,
  paymentMethodSchema,
  paymentSchema,
  sandboxConfirmSchema,
  sandboxIntentSchema,
  stripeEventSchema,
} from '../payments';

const tags = ['payments'];

/** The embedded sandbox card provider (ADR 016): its card vault, its 3-D Secure page and its webhooks. */
export const paymentsApi = {
  createPaymentMethod: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/payment-methods',
    access: access.member,
    tags,
    summary: 'Turn card details into a payment method id (the card is never stored)',
    description:
      "Stripe's test cards map to Stripe's test payment methods: 4242424242424242 → pm_card_visa, 4000000000000002 → pm_card_chargeDeclined, 4000002760003184 → pm_card_authenticationRequired…",
    body: cardDetailsSchema,
    responses: { 201: paymentMethodSchema },
  }),
  sandboxIntent: endpoint({
    method: 'GET',
    path: '/api/payments/sandbox/intents/:id',
    access: access.owner('the member who pays'),
    tags,
    summary: 'A payment waiting for 3-D Secure, as the sandbox bank shows it',
    params: intentIdParam,
    responses: { 200: sandboxIntentSchema },
  }),
  confirmSandboxIntent: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/intents/:id/confirm',
    access: access.owner('the member who pays'),
    tags,
    summary: 'Complete or fail the 3-D Secure authentication (sandbox bank)',
    params: intentIdParam,
    body: sandboxConfirmSchema,
    responses: { 200: paymentSchema },
  }),
  sandboxWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhooks/sandbox',
    access: access.public,
    tags,
    summary: 'Events from the sandbox provider, signed with the sandbox-signature header',
    description: '400 when the signature is missing, wrong or too old; an event already handled answers 200.',
    body: paymentEventSchema,
    responses: { 200: z.object({ received: z.literal(true) }) },
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    access: access.public,
    tags,
    summary: 'Events from Stripe, signed with the Stripe-Signature header (when Stripe is the provider)',
    description:
      '400 when the signature is missing, wrong or too old, or Stripe is not the provider; an event already handled, or of a type we do not use, answers 200.',
    body: stripeEventSchema,
    responses: { 200: z.object({ received: z.literal(true) }) },
  }),
};
