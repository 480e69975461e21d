import type { FastifyPluginAsync } from 'fastify';
import { consultationsApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { createNotes, editNotes, notesOf } from './notes-service';
import { myPatient, myPatients } from './patients-service';
import { createReview, reviewOf } from './review-service';
import { appointmentStats } from './stats-service';

/** Registered under /api/consultations: what follows a visit (review, notes), stats, and an expert's patients. */
export const careRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.review, (ctx, { params }) => reviewOf(ctx, params.id));
  route(app, api.createReview, (ctx, { params, body }) =>
    createReview(ctx, { appointmentId: params.id, review: body }),
  );
  route(app, api.notes, (ctx, { params }) => notesOf(ctx, params.id));
  route(app, api.createNotes, (ctx, { params, body }) =>
    createNotes(ctx, { appointmentId: params.id, notes: body }),
  );
  route(app, api.updateNotes, (ctx, { params, body }) =>
    editNotes(ctx, { appointmentId: params.id, notes: body }),
  );
  route(app, api.stats, (ctx) => appointmentStats(ctx));
  route(app, api.patients, (ctx, { query }) => myPatients(ctx, query));
  route(app, api.patient, (ctx, { params }) => myPatient(ctx, params.id));
};
