import type { FastifyPluginAsync } from 'fastify';
import { systemContext } from '../../http/context';
import { REMINDER_TICK_MS, runReminderTick } from './reminder-scheduler';
import { cycleTrackingRoutes } from './routes';

/**
 * /api/cycle-tracking routes plus the reminder scheduler of this API process. Tests call runReminderTick
 * with a clock of their own instead of waiting for the timer, so the timer is off under NODE_ENV=test.
 */
export const cycleTrackingModule: FastifyPluginAsync = async (app) => {
  await app.register(cycleTrackingRoutes);
  if (app.deps.config.env === 'test') return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runReminderTick(systemContext(app, 'cycle-reminders')).catch((err: unknown) =>
      app.log.warn({ err }, 'cycle reminder tick failed'),
    );
  }, REMINDER_TICK_MS);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
  app.addHook('onClose', async () => {
    await running;
  });
};
