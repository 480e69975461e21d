import { MESSAGES } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { sessionActor } from '../auth/session-service';
import type { LiveServer } from './types';

export { SESSION_SWEEP_INTERVAL_MS } from '../../lib/session-sweep-interval';
/** What a socket hears before it is cut: the web client then refreshes or shows the signed-out state. */
export const SESSION_ENDED_EVENT = 'session_ended';

/**
 * The handshake checks the session once; conversations and anonymous-post moderation views are private, so
 * a socket whose session has since ended (signed out elsewhere, password changed, account suspended) is
 * disconnected at the next sweep instead of listening on. Only this process's sockets: each process sweeps
 * its own. Returns how many were disconnected.
 */
export async function sweepEndedSessions(ctx: Context, io: LiveServer): Promise<number> {
  let ended = 0;
  for (const socket of io.of('/').sockets.values()) {
    const { userId, sessionId, role } = socket.data;
    try {
      const actor = await sessionActor(ctx.db, { userId, sessionId, role }, ctx.clock.now());
      if (actor && actor.user.status === 'active') continue;
      socket.emit(SESSION_ENDED_EVENT, { detail: MESSAGES.sessionRevoked });
      socket.disconnect(true);
      ended += 1;
    } catch (err) {
      ctx.log.warn({ err }, 'socket session check failed');
    }
  }
  return ended;
}
