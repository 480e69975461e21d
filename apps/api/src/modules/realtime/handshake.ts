import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { findLiveSessionUser } from '../auth/session-repo';
import type { LiveSocket } from './types';

/** A refused handshake: the client's connect_error carries the message and the HTTP-like status. */
const refusal = (message: string, status: 401 | 403 | 500) =>
  Object.assign(new Error(message), { data: { status } });

/**
 * socket.io middleware: the access token travels in the handshake `auth: {token}`, is verified like a
 * bearer header, and its session must still be live, exactly as for an HTTP call (plugins/auth.ts), so a
 * signed-out, suspended or unconfirmed member cannot listen either.
 */
export const verifyHandshake =
  (deps: AppDeps, log: FastifyBaseLogger) =>
  async (socket: LiveSocket, next: (err?: Error) => void): Promise<void> => {
    try {
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(refusal(MESSAGES.notAuthenticated, 401));
      const verified = await deps.accessTokens.verify(token);
      if (!verified.ok)
        return next(
          refusal(verified.reason === 'expired' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid, 401),
        );
      const { sessionId, userId } = verified.claims;
      const user = await findLiveSessionUser(deps.db.db, sessionId, userId, deps.clock.now());
      if (!user) return next(refusal(MESSAGES.sessionRevoked, 401));
      if (user.status !== 'active') return next(refusal(MESSAGES.accountSuspended, 401));
      if (!user.confirmed) return next(refusal(MESSAGES.accountNotConfirmed, 403));
      socket.data = { userId: user.id, sessionId, role: user.role, rooms: new Map() };
      next();
    } catch (err) {
      // The database is unreachable or similar: the client learns only that it failed, the log says why.
      log.error({ err }, 'socket handshake failed');
      next(refusal(MESSAGES.internalError, 500));
    }
  };
