import { idParam, messageResponse } from '../common';
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
} from '../cycle';
import { cycleRemindersSchema, cycleRemindersUpdateSchema } from '../cycle-reminders';
import { access, endpoint } from '../endpoint';

const tags = ['cycle-tracking'];
/** Cycle tracking is for patients only (spec 02 §2, §6); each reads and writes only her own days. */
const patients = access.roles('patient');

/** Spec 02 §7 cycle tracking: a patient's own cycle days, her prediction and her reminders. */
export const cycleTrackingApi = {
  listDays: endpoint({
    method: 'GET',
    path: '/api/cycle-tracking/cycle-days/',
    access: patients,
    tags,
    summary: 'My cycle days in date order, optionally within start_date..end_date (100 a page)',
    query: cycleDayRangeQuery,
    responses: { 200: cycleDayPageSchema },
  }),
  dayByDate: endpoint({
    method: 'GET',
    path: '/api/cycle-tracking/cycle-days/date/:date',
    access: patients,
    tags,
    summary: 'My cycle day of one date (404 when nothing is logged for it)',
    params: cycleDayDateParam,
    responses: { 200: cycleDaySchema },
  }),
  predict: endpoint({
    method: 'GET',
    path: '/api/cycle-tracking/cycle-days/predict/',
    access: patients,
    tags,
    summary: 'Predicted ovulation, fertile window and next period from my logged days',
    query: cyclePredictQuery,
    responses: { 200: cyclePredictionSchema },
  }),
  createDay: endpoint({
    method: 'POST',
    path: '/api/cycle-tracking/cycle-days/',
    access: patients,
    tags,
    summary: 'Log a day (one per date)',
    body: cycleDayCreateSchema,
    responses: { 201: cycleDaySchema },
  }),
  importDays: endpoint({
    method: 'POST',
    path: '/api/cycle-tracking/cycle-days/import/',
    access: patients,
    tags,
    summary: 'Import up to 1000 days at once, replacing days of the same date; all or nothing',
    // Up to 1000 days with notes: more than the app's default body limit.
    bodyLimit: 1024 * 1024,
    body: cycleImportSchema,
    responses: { 200: cycleImportResultSchema },
  }),
  updateDay: endpoint({
    method: 'PUT',
    path: '/api/cycle-tracking/cycle-days/:id/',
    access: patients,
    tags,
    summary: 'Change a day of mine; absent fields keep their values',
    params: idParam,
    body: cycleDayUpdateSchema,
    responses: { 200: cycleDaySchema },
  }),
  deleteDay: endpoint({
    method: 'DELETE',
    path: '/api/cycle-tracking/cycle-days/:id/',
    access: patients,
    tags,
    summary: 'Delete a day of mine',
    params: idParam,
    responses: { 200: messageResponse },
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/api/cycle-tracking/reminders/',
    access: patients,
    tags,
    summary: 'My cycle reminder settings',
    responses: { 200: cycleRemindersSchema },
  }),
  updateReminders: endpoint({
    method: 'PUT',
    path: '/api/cycle-tracking/reminders/',
    access: patients,
    tags,
    summary: 'Turn reminders before my period and fertile window on or off',
    body: cycleRemindersUpdateSchema,
    responses: { 200: cycleRemindersSchema },
  }),
};
