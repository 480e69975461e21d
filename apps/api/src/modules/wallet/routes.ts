import type { FastifyPluginAsync } from 'fastify';
import { payoutsApi, walletApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { idempotently } from '../ledger/idempotency-service';
import { adminPayouts, approvePayout, myPayouts, refusePayout, requestPayout } from './payout-service';
import { books, memberHistory, memberWallet, myHistory, myWallet } from './wallet-service';

/** Registered under /api: wallets, the platform's books and payouts (ADR 016). */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  route(app, walletApi.wallet, (ctx) => myWallet(ctx));
  route(app, walletApi.history, (ctx, { query }) => myHistory(ctx, query));
  route(app, walletApi.adminWallet, (ctx, { params }) => memberWallet(ctx, params.userId));
  route(app, walletApi.adminWalletHistory, (ctx, { params, query }) =>
    memberHistory(ctx, params.userId, query),
  );
  route(app, walletApi.books, (ctx) => books(ctx));
  route(app, payoutsApi.requestPayout, (ctx, { body }, http) =>
    idempotently(ctx, http, (tx) => requestPayout(tx, body.amount)),
  );
  route(app, payoutsApi.myPayouts, (ctx, { query }) => myPayouts(ctx, query));
  route(app, payoutsApi.adminPayouts, (ctx, { query }) => adminPayouts(ctx, query));
  route(app, payoutsApi.approvePayout, (ctx, { params }, http) =>
    idempotently(ctx, http, (tx) => approvePayout(tx, app.paymentProvider, params.id)),
  );
  route(app, payoutsApi.refusePayout, (ctx, { params, body }, http) =>
    idempotently(ctx, http, (tx) => refusePayout(tx, params.id, body.reason)),
  );
};
