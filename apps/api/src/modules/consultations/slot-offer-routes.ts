import type { FastifyPluginAsync } from 'fastify';
import { slotOffersApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { keyedWhenSent } from '../escrow/visit-payment-service';
import { claimOffer, getOffer } from './slot-offer-service';
import { createWatch, listWatches, withdrawWatch } from './slot-watch-service';

/** Freed slots (ADR 014): watches and offers. Registered under /api/consultations. */
export const slotOfferRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.watches, (ctx) => listWatches(ctx));
  route(app, api.createWatch, (ctx, { body }) =>
    createWatch(ctx, { expertId: body.expert_id, appointmentId: body.appointment_id, before: body.before }),
  );
  route(app, api.deleteWatch, (ctx, { params }) => withdrawWatch(ctx, params.id));
  route(app, api.offer, (ctx, { params }) => getOffer(ctx, params.id));
  route(app, api.claimOffer, (ctx, { params, body }, http) =>
    keyedWhenSent(ctx, http, (tx, keyed) => claimOffer(tx, { id: params.id, notes: body.notes, keyed })),
  );
};
