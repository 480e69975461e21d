import type { FastifyPluginAsync } from 'fastify';
import { treatmentApi } from '@fertilia/contracts';
import { route } from '../../../http/route';
import { createNote, listNotes, removeNote, updateNote } from './service';

/** Registered under /api: spec 02 §7's doctor-notes calls (ADR 022). */
export const doctorNoteRoutes: FastifyPluginAsync = async (app) => {
  route(app, treatmentApi.listDoctorNotes, (ctx, { query }) => listNotes(ctx, query));
  route(app, treatmentApi.createDoctorNote, (ctx, { body }) => createNote(ctx, body));
  route(app, treatmentApi.updateDoctorNote, (ctx, { params, body }) => updateNote(ctx, params.id, body));
  route(app, treatmentApi.deleteDoctorNote, (ctx, { params }) => removeNote(ctx, params.id));
};
