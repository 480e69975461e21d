import fp from 'fastify-plugin';
import { SESSION_SWEEP_INTERVAL_MS } from '../../lib/session-sweep-interval';
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

/**
 * The notifications service every module reaches as `app.notifications` (registered before the route
 * modules), its websocket at /api/ws/ on the app's HTTP server, and its two jobs: the e-mail flush, once
 * across all processes, and each process's sweep of its own sockets.
 */
export const notificationsPlugin = fp(
  async (app) => {
    const { deps } = app;
    const hub = await createHub({
      redis: deps.redis,
      channel: `${deps.config.keyPrefix}notifications`,
      log: app.log,
    });
    app.decorate('notificationHub', hub);
    app.decorate('notifications', createNotifier({ deps, hub, log: app.log }));
    const sockets = attachNotificationSocket({ server: app.server, deps, hub, log: app.log });
    app.jobs.every('notifications.email-flush', FLUSH_INTERVAL_MS, async (ctx) => {
      await flushNotificationEmails(ctx);
    });
    app.jobs.local('notifications.socket-sweep', SESSION_SWEEP_INTERVAL_MS, sockets.sweep);
    // A session that ends closes its sockets at once, in every process; the sweep stays as a safety net.
    app.communityEvents.on('session_ended', ({ user_id, session_id }) => {
      void hub.endSessions(user_id, session_id);
    });

    app.addHook('preClose', async () => sockets.close());
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'notifications', dependencies: ['jobs', 'community-events'] },
);
