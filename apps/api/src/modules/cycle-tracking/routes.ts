import type { FastifyPluginAsync } from 'fastify';
import { cycleTrackingApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { getReminders, updateReminders } from './reminder-service';
import {
  createCycleDay,
  deleteCycleDay,
  getCycleDayByDate,
  importCycleDays,
  listCycleDays,
  predictForPatient,
  updateCycleDay,
} from './service';

/** /api/cycle-tracking (spec 02 §7): a patient's own cycle days, her prediction and her reminders. */
export const cycleTrackingRoutes: FastifyPluginAsync = async (app) => {
  route(app, cycleTrackingApi.listDays, (ctx, { query }) => listCycleDays(ctx, query));
  route(app, cycleTrackingApi.dayByDate, (ctx, { params }) => getCycleDayByDate(ctx, params.date));
  route(app, cycleTrackingApi.predict, (ctx, { query }) => predictForPatient(ctx, query.today));
  route(app, cycleTrackingApi.createDay, (ctx, { body }) => createCycleDay(ctx, body));
  route(app, cycleTrackingApi.importDays, (ctx, { body }) => importCycleDays(ctx, body.days));
  route(app, cycleTrackingApi.updateDay, (ctx, { params, body }) =>
    updateCycleDay(ctx, { id: params.id, changes: body }),
  );
  route(app, cycleTrackingApi.deleteDay, (ctx, { params }) => deleteCycleDay(ctx, params.id));
  route(app, cycleTrackingApi.reminders, (ctx) => getReminders(ctx));
  route(app, cycleTrackingApi.updateReminders, (ctx, { body }) => updateReminders(ctx, body));
};
