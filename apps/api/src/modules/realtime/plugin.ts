import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME_PATH, VISIT_SWEEP_INTERVAL_MS } from '@fertilia/contracts';
import { systemContext } from '../../http/context';
import { forwardCommunityEvents } from './forward';
import { verifyHandshake } from './handshake';
import { handleRoomCommands } from './rooms';
import { SESSION_SWEEP_INTERVAL_MS, sweepEndedSessions } from './session-sweep';
import { handleVisitCommands, sweepEndedVisits } from './visit-rooms';
import type { LiveServer } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server (tests and the session sweep reach its sockets through it). */
    liveServer: LiveServer;
  }
}

/** Clients send small subscribe commands and visit signals (an SDP is a few kB); anything bigger is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * The community's live events (spec 02 §4): socket.io on the app's own HTTP server at /socket.io,
 * websocket transport only, token in the handshake. It starts with the app's server and closes with it.
 * With REDIS_URL the Redis adapter fans events out to clients of every app process; its channels carry the
 * config's key prefix so apps sharing one Redis (tests, environments) stay apart.
 */
export const realtimePlugin = fp(
  async (app) => {
    const { config } = app.deps;
    const pub = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
    const sub = pub?.duplicate() ?? null;
    for (const client of [pub, sub])
      client?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'realtime redis error'));

    const io: LiveServer = new Server(app.server, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      serveClient: false,
      maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
      // Other websocket endpoints (the notification socket at /api/ws/) share this server's upgrades.
      destroyUpgrade: false,
      ...(pub && sub ? { adapter: createAdapter(pub, sub, { key: `${config.keyPrefix}socket.io` }) } : {}),
    });
    // The adapter subscribed while the server was built; a PING queued behind those commands on the same
    // connection answers once they are in force, so no event published after start-up is missed.
    if (sub) await sub.ping();

    io.use(verifyHandshake(app));
    io.on('connection', (socket) => {
      handleRoomCommands(app, socket);
      handleVisitCommands(app, io, socket);
    });
    const stopForwarding = forwardCommunityEvents(app.communityEvents, io);
    app.jobs.local('realtime.session-sweep', SESSION_SWEEP_INTERVAL_MS, async () => {
      await sweepEndedSessions(systemContext(app, 'socket-sweep'), io);
    });
    app.jobs.local('realtime.visit-sweep', VISIT_SWEEP_INTERVAL_MS, async () => {
      await sweepEndedVisits(systemContext(app, 'visit-sweep'), io);
    });
    app.decorate('liveServer', io);

    // Before the HTTP server closes: open websockets would otherwise keep it waiting. `local` so closing
    // one process never disconnects the clients of the others through the adapter.
    app.addHook('preClose', async () => {
      stopForwarding();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      for (const client of [sub, pub]) await client?.quit().catch(() => client.disconnect());
    });
  },
  { name: 'realtime', dependencies: ['jobs'] },
);
