import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  MESSAGES,
  NOTIFICATION_SOCKET_EVENTS,
  NOTIFICATION_SOCKET_PATH,
  NOTIFICATION_SOCKET_PROTOCOL,
} from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import type { AccessClaims } from '../../lib/access-token';
import { sessionActor } from '../auth/session-service';
import { SESSION_ENDED_CLOSE_CODE, type NotificationHub } from './hub';
import { unreadCount } from './repo';

/** Clients send nothing but pings; anything bigger is not ours. */
const MAX_CLIENT_MESSAGE_BYTES = 1024;
export { SESSION_ENDED_CLOSE_CODE } from './hub';

type Verdict = { ok: true; claims: AccessClaims } | { ok: false; status: 401 | 403 | 500; message: string };

const isSocketPath = (url: string | undefined) => {
  const path = (url ?? '').split('?')[0]!.replace(/\/+$/, '');
  return path === NOTIFICATION_SOCKET_PATH.replace(/\/+$/, '');
};

/** The offered sub-protocols: ours first, then the access token (it never appears in a URL or a log). */
function tokenFrom(request: IncomingMessage): string | null {
  const offered = (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (offered[0] !== NOTIFICATION_SOCKET_PROTOCOL || offered.length !== 2) return null;
  return offered[1]!;
}

/** Verified exactly like a bearer header (plugins/auth.ts): a live session of an active, confirmed member. */
async function verify(deps: AppDeps, token: string | null): Promise<Verdict> {
  if (!token) return { ok: false, status: 401, message: MESSAGES.notAuthenticated };
  const verified = await deps.accessTokens.verify(token);
  if (!verified.ok)
    return {
      ok: false,
      status: 401,
      message: verified.reason === 'expired' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid,
    };
  const actor = await sessionActor(deps.db.db, verified.claims, deps.clock.now());
  if (!actor) return { ok: false, status: 401, message: MESSAGES.sessionRevoked };
  if (actor.user.status !== 'active') return { ok: false, status: 401, message: MESSAGES.accountSuspended };
  if (!actor.confirmed) return { ok: false, status: 403, message: MESSAGES.accountNotConfirmed };
  return { ok: true, claims: verified.claims };
}

function refuse(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ detail: message });
  const reason = status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Internal Server Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The notification socket (spec 02 §4) on the app's own HTTP server, beside socket.io (which leaves other
 * paths' upgrades alone). Returns the function that closes every socket of this process.
 */
export function attachNotificationSocket(opts: {
  server: HttpServer;
  deps: AppDeps;
  hub: NotificationHub;
  log: FastifyBaseLogger;
}): { sweep: () => void; close: () => void } {
  const { deps, hub, log } = opts;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    handleProtocols: (protocols) =>
      protocols.has(NOTIFICATION_SOCKET_PROTOCOL) ? NOTIFICATION_SOCKET_PROTOCOL : false,
  });
  const sessions = new WeakMap<WebSocket, { claims: AccessClaims; alive: boolean }>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isSocketPath(request.url)) return;
    // Until ws takes the socket over, nobody listens for its errors: a tab closed while its token is being
    // checked resets the connection, and an unheard 'error' would end the whole process.
    socket.on('error', () => socket.destroy());
    verify(deps, tokenFrom(request))
      .then((verdict) => {
        if (!verdict.ok) return refuse(socket, verdict.status, verdict.message);
        wss.handleUpgrade(request, socket, head, (ws) => {
          const { userId } = verdict.claims;
          const detach = hub.attach(userId, ws, verdict.claims.sessionId);
          sessions.set(ws, { claims: verdict.claims, alive: true });
          ws.on('pong', () => {
            const state = sessions.get(ws);
            if (state) state.alive = true;
          });
          ws.on('close', detach);
          ws.on('error', () => ws.terminate());
          // The badge is right from the first moment, without a separate HTTP call.
          unreadCount(deps.db.db, userId)
            .then((n) => {
              if (ws.readyState === ws.OPEN)
                ws.send(
                  JSON.stringify({ type: NOTIFICATION_SOCKET_EVENTS.unreadCount, data: { unread_count: n } }),
                );
            })
            .catch((err: unknown) => log.warn({ err }, 'initial unread count not sent'));
        });
      })
      .catch((err: unknown) => {
        log.error({ err }, 'notification socket handshake failed');
        refuse(socket, 500, MESSAGES.internalError);
      });
  };
  opts.server.on('upgrade', onUpgrade);

  // Drops peers that stopped answering pings and closes sockets whose session has ended since they opened.
  const sweep = () => {
    for (const [ws] of hub.sockets()) {
      const state = sessions.get(ws);
      if (!state) continue;
      if (!state.alive) {
        ws.terminate();
        continue;
      }
      state.alive = false;
      ws.ping();
      sessionActor(deps.db.db, state.claims, deps.clock.now())
        .then((actor) => {
          if (!actor || actor.user.status !== 'active')
            ws.close(SESSION_ENDED_CLOSE_CODE, MESSAGES.sessionRevoked);
        })
        .catch((err: unknown) => log.warn({ err }, 'notification socket session check failed'));
    }
  };

  return {
    sweep,
    close: () => {
      opts.server.off('upgrade', onUpgrade);
      for (const [ws] of hub.sockets()) ws.terminate();
      wss.close();
    },
  };
}
