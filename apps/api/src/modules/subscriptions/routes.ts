import type { FastifyPluginAsync } from 'fastify';
import { subscriptionsApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  cancelSubscription,
  changePaymentMethod,
  changePlan,
  currentSubscription,
  getMyInvoice,
  listMyInvoices,
  resumeSubscription,
} from './manage-service';
import { subscribe } from './subscribe-service';

/** Registered under /api: her subscription, its changes and its receipts (ADR 017). */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const provider = () => app.paymentProvider;
  route(app, subscriptionsApi.current, (ctx) => currentSubscription(ctx));
  route(app, subscriptionsApi.subscribe, (ctx, { body }, http) => subscribe(ctx, provider(), http, body));
  route(app, subscriptionsApi.cancel, (ctx) => cancelSubscription(ctx));
  route(app, subscriptionsApi.resume, (ctx) => resumeSubscription(ctx));
  route(app, subscriptionsApi.change, (ctx, { body }) => changePlan(ctx, body));
  route(app, subscriptionsApi.changePaymentMethod, (ctx, { body }) =>
    changePaymentMethod(ctx, provider(), body),
  );
  route(app, subscriptionsApi.invoices, (ctx, { query }) => listMyInvoices(ctx, query));
  route(app, subscriptionsApi.invoice, (ctx, { params }) => getMyInvoice(ctx, params.id));
};
