import type { FastifyPluginAsync } from 'fastify';
import { MEDICATION_REMINDER_JOB, runMedicationReminderTick } from './reminders';
import { medicationRoutes } from './routes';

/**
 * Medications (ADR 022): the routes, and the reminder job, run every MEDICATION_REMINDER_TICK_MS across all
 * processes. Tests call runMedicationReminderTick with a clock of their own.
 */
export const medicationModule: FastifyPluginAsync = async (app) => {
  await app.register(medicationRoutes);
  app.jobs.every(MEDICATION_REMINDER_JOB, app.deps.config.medications.reminderTickMs, async (ctx) => {
    const sent = await runMedicationReminderTick(ctx);
    if (sent) ctx.log.info({ sent }, 'medication reminders sent');
  });
};
