import type { FastifyPluginAsync } from 'fastify';
import { disputesApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { idempotently } from '../ledger/idempotency-service';
import { DISPUTE_MAIL_JOB, sendDisputeMail, type DisputeMailJob } from './dispute-notices';
import { disputeDetail, listDisputes, listEscrows, openDispute, resolveDispute } from './dispute-service';

/** Registered under /api: the patient's dispute, and finance's disputes and escrows (ADR 016). */
export const disputeRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.open, (ctx, { body }, http) => idempotently(ctx, http, (tx) => openDispute(tx, body)));
  route(app, api.list, (ctx, { query }) => listDisputes(ctx, query));
  route(app, api.detail, (ctx, { params }) => disputeDetail(ctx, params.id));
  route(app, api.resolve, (ctx, { params, body }, http) =>
    idempotently(ctx, http, (tx) => resolveDispute(tx, params.id, body)),
  );
  route(app, api.escrows, (ctx, { query }) => listEscrows(ctx, query));
  app.jobs.define<DisputeMailJob>(DISPUTE_MAIL_JOB, (ctx, job) => sendDisputeMail(ctx, job));
};
