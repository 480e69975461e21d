import type { FastifyPluginAsync } from 'fastify';
import {
  SANDBOX_SIGNATURE_HEADER,
  STRIPE_SIGNATURE_HEADER,
  paymentsApi,
  walletApi,
} from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  confirmSandboxIntent,
  createPaymentMethod,
  getPayment,
  getSandboxIntent,
  receiveWebhook,
  topUp,
} from './payments-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, kept by the webhook route for its signature. */
    rawBody?: string;
  }
}

/**
 * The webhook's own scope: JSON is parsed from the raw text, which is kept for the HMAC (a re-serialised
 * body would not match the signature byte for byte).
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('Body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  const signatureOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);
  route(app, paymentsApi.sandboxWebhook, (ctx, _input, { request }) =>
    receiveWebhook(ctx, app.paymentProvider, {
      provider: 'sandbox',
      rawBody: request.rawBody,
      signature: signatureOf(request.headers[SANDBOX_SIGNATURE_HEADER]),
    }),
  );
  route(app, paymentsApi.stripeWebhook, (ctx, _input, { request }) =>
    receiveWebhook(ctx, app.paymentProvider, {
      provider: 'stripe',
      rawBody: request.rawBody,
      signature: signatureOf(request.headers[STRIPE_SIGNATURE_HEADER]),
    }),
  );
};

/** Registered under /api: the sandbox provider's calls, card top-ups and payment reads. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const provider = () => app.paymentProvider;
  route(app, paymentsApi.createPaymentMethod, (ctx, { body }) => createPaymentMethod(ctx, provider(), body));
  route(app, paymentsApi.sandboxIntent, (ctx, { params }) => getSandboxIntent(ctx, provider(), params.id));
  route(app, paymentsApi.confirmSandboxIntent, (ctx, { params, body }) =>
    confirmSandboxIntent(ctx, provider(), params.id, body.outcome),
  );
  route(app, walletApi.topUp, (ctx, { body }, http) => topUp(ctx, provider(), http, body));
  route(app, walletApi.payment, (ctx, { params }) => getPayment(ctx, params.id));
  await app.register(webhookRoutes);
};
