import type { FastifyPluginAsync } from 'fastify';
import {
  ESCROW_JOBS,
  RELEASE_SWEEP_MS,
  declineUnansweredRequests,
  releaseDueEscrows,
  releaseEscrowJob,
} from './escrow-release-service';
import { visitPaymentRoutes } from './routes';

/** Paid visits' escrows (ADR 016): the payment detail route, and the jobs that release escrows when due. */
export const escrowModule: FastifyPluginAsync = async (app) => {
  await app.register(visitPaymentRoutes, { prefix: '/api/payments/appointments' });
  app.jobs.define(ESCROW_JOBS.release, releaseEscrowJob);
  app.jobs.every(ESCROW_JOBS.sweep, RELEASE_SWEEP_MS, async (ctx) => {
    await releaseDueEscrows(ctx);
    await declineUnansweredRequests(ctx);
  });
};
