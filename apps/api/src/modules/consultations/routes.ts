import type { FastifyPluginAsync } from 'fastify';
import { consultationsApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import {
  expertAvailability,
  expertDetail,
  expertDirectory,
  setExpertAvailability,
  updateExpertProfile,
} from './experts-service';
import { getMySchedule, saveMySchedule } from './schedule-service';
import { createSlot, deleteSlot, getSlot, listSlots } from './slots-service';

/** Registered under /api/consultations: the directory, an expert's own profile and hours, and slots (ADR 013). */
export const expertRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.experts, (ctx, { query }) => expertDirectory(ctx, query));
  route(app, api.expertProfile, (ctx, { body }) => updateExpertProfile(ctx, body));
  route(app, api.expertAvailabilityFlag, (ctx, { body }) => setExpertAvailability(ctx, body));
  route(app, api.mySchedule, (ctx) => getMySchedule(ctx));
  route(app, api.saveSchedule, (ctx, { body }) => saveMySchedule(ctx, body));
  route(app, api.expert, (ctx, { params }) => expertDetail(ctx, params.id));
  route(app, api.expertAvailability, (ctx, { params, query }) =>
    expertAvailability(ctx, { id: params.id, query }),
  );
  route(app, api.slots, (ctx, { query }) => listSlots(ctx, query));
  route(app, api.createSlot, (ctx, { body }) => createSlot(ctx, body));
  route(app, api.slot, (ctx, { params }) => getSlot(ctx, params.id));
  route(app, api.deleteSlot, (ctx, { params }) => deleteSlot(ctx, params.id));
};
