import fp from 'fastify-plugin';
import { systemContext } from '../../http/context';
import { flushNotificationEmails } from './email-service';
import { createHub, type NotificationHub } from './hub';
import { createNotifier } from './notifier';
import { attachNotificationSocket } from './socket';
import './notify';

/** How often the e-mail queue is looked at; the window per member and type is longer (10 minutes). */
const FLUSH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

export type NotificationsPluginOptions = {
  /** Tests flush by hand (flushNotificationEmails) and switch the timer off. */
  flushIntervalMs?: number | null;
};

/**
 * The notifications service every module reaches as `app.notifications` (registered before the route
 * modules), its websocket at /api/ws/ on the app's HTTP server, and the e-mail flush timer.
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app, opts) => {
    const { deps } = app;
    const hub = await createHub({
      redis: deps.redis,
      channel: `${deps.config.keyPrefix}notifications`,
      log: app.log,
    });
    app.decorate('notificationHub', hub);
    app.decorate('notifications', createNotifier({ deps, hub, log: app.log }));
    const closeSockets = attachNotificationSocket({ server: app.server, deps, hub, log: app.log });

    const interval = opts.flushIntervalMs === undefined ? FLUSH_INTERVAL_MS : opts.flushIntervalMs;
    let flushing: Promise<unknown> = Promise.resolve();
    const timer = interval
      ? setInterval(() => {
          flushing = flushNotificationEmails(systemContext(app, 'notification-mail-flush')).catch(
            (err: unknown) => app.log.warn({ err }, 'notification mail flush failed'),
          );
        }, interval)
      : null;
    timer?.unref();

    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      closeSockets();
    });
    app.addHook('onClose', async () => {
      await flushing;
      await hub.close();
    });
  },
  { name: 'notifications' },
);
