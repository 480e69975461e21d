import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cycleDayCreateSchema,
  cycleDayDateParam,
  cycleDayPageSchema,
  cycleDayRangeQuery,
  cycleDaySchema,
  cycleDayUpdateSchema,
  cycleImportResultSchema,
  cycleImportSchema,
  cyclePredictQuery,
  cyclePredictionSchema,
  cycleRemindersSchema,
  cycleRemindersUpdateSchema,
  idParam,
  messageResponse,
} from '@fertilia/contracts';
import { authOf, requireAuth, requireRole } from '../../plugins/auth';
import { getReminders, updateReminders } from './reminder-service';
import {
  createCycleDay,
  deleteCycleDay,
  getCycleDayByDate,
  importCycleDays,
  listCycleDays,
  predictForPatient,
  updateCycleDay,
  type CycleContext,
} from './service';

const common = { tags: ['cycle-tracking'], security: [{ bearer: [] }] };
/** Cycle tracking is for patients only (spec 02 §2, §6). */
const guarded = { preHandler: [requireAuth, requireRole('patient')] };

/** /api/cycle-tracking (spec 02 §7): a patient's own cycle days, her prediction and her reminders. */
export const cycleTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): CycleContext => ({
    db: app.deps.db.db,
    clock: app.deps.clock,
    patientId: authOf(request).user.id,
    ip: request.ip,
  });

  app.get(
    '/cycle-days',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'My cycle days in date order, optionally within start_date..end_date (100 a page)',
        querystring: cycleDayRangeQuery,
        response: { 200: cycleDayPageSchema },
      },
    },
    async (request) => listCycleDays(ctx(request), request.query),
  );

  app.get(
    '/cycle-days/date/:date',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'My cycle day of one date (404 when nothing is logged for it)',
        params: cycleDayDateParam,
        response: { 200: cycleDaySchema },
      },
    },
    async (request) => getCycleDayByDate(ctx(request), request.params.date),
  );

  app.get(
    '/cycle-days/predict',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Predicted ovulation, fertile window and next period from my logged days',
        querystring: cyclePredictQuery,
        response: { 200: cyclePredictionSchema },
      },
    },
    async (request) => predictForPatient(ctx(request), request.query.today),
  );

  app.post(
    '/cycle-days',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Log a day (one per date)',
        body: cycleDayCreateSchema,
        response: { 201: cycleDaySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCycleDay(ctx(request), request.body)),
  );

  app.post(
    '/cycle-days/import',
    {
      ...guarded,
      bodyLimit: 1024 * 1024,
      schema: {
        ...common,
        summary: 'Import up to 1000 days at once, replacing days of the same date; all or nothing',
        body: cycleImportSchema,
        response: { 200: cycleImportResultSchema },
      },
    },
    async (request) => importCycleDays(ctx(request), request.body.days),
  );

  app.put(
    '/cycle-days/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Change a day of mine; absent fields keep their values',
        params: idParam,
        body: cycleDayUpdateSchema,
        response: { 200: cycleDaySchema },
      },
    },
    async (request) => updateCycleDay(ctx(request), request.params.id, request.body),
  );

  app.delete(
    '/cycle-days/:id',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Delete a day of mine',
        params: idParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteCycleDay(ctx(request), request.params.id),
  );

  app.get(
    '/reminders',
    {
      ...guarded,
      schema: { ...common, summary: 'My cycle reminder settings', response: { 200: cycleRemindersSchema } },
    },
    async (request) => getReminders(ctx(request)),
  );

  app.put(
    '/reminders',
    {
      ...guarded,
      schema: {
        ...common,
        summary: 'Turn reminders before my period and fertile window on or off',
        body: cycleRemindersUpdateSchema,
        response: { 200: cycleRemindersSchema },
      },
    },
    async (request) => updateReminders(ctx(request), request.body),
  );
};
