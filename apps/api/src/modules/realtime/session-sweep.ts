import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { findLiveSessionUser } from '../auth/session-repo';
import type { LiveServer } from './types';

/** How often open connections are checked against their sessions (the notification socket uses the same). */
export const SESSION_SWEEP_INTERVAL_MS = 30_000;
/** What a socket hears before it is cut: the web client then refreshes or shows the signed-out state. */
export const SESSION_ENDED_EVENT = 'session_ended';

/**
 * The handshake checks the session once; conversations and anonymous-post moderation views are private, so
 * a socket whose session has since ended (signed out elsewhere, password changed, account suspended) is
 * disconnected at the next sweep instead of listening on. Only this process's sockets: each process sweeps
 * its own. Returns how many were disconnected.
 */
export async function sweepEndedSessions(
  deps: AppDeps,
  io: LiveServer,
  log: FastifyBaseLogger,
): Promise<number> {
  let ended = 0;
  for (const socket of io.of('/').sockets.values()) {
    const { userId, sessionId } = socket.data;
    try {
      const user = await findLiveSessionUser(deps.db.db, sessionId, userId, deps.clock.now());
      if (user && user.status === 'active') continue;
      socket.emit(SESSION_ENDED_EVENT, { detail: MESSAGES.sessionRevoked });
      socket.disconnect(true);
      ended += 1;
    } catch (err) {
      log.warn({ err }, 'socket session check failed');
    }
  }
  return ended;
}
