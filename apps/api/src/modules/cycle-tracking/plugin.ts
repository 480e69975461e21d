import type { FastifyPluginAsync } from 'fastify';
import { REMINDER_TICK_MS, runReminderTick } from './reminder-scheduler';
import { cycleTrackingRoutes } from './routes';

/**
 * /api/cycle-tracking routes plus the reminder job, run once an hour across all processes. Tests call
 * runReminderTick with a clock of their own, or drive the runner with tick().
 */
export const cycleTrackingModule: FastifyPluginAsync = async (app) => {
  await app.register(cycleTrackingRoutes);
  app.jobs.every('cycle.reminders', REMINDER_TICK_MS, async (ctx) => {
    const sent = await runReminderTick(ctx);
    if (sent) ctx.log.info({ sent }, 'cycle reminders sent');
  });
};
