import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@fertilia/contracts';
import { systemContext, type Actor, type MemberContext } from '../../http/context';
import { sessionActor } from '../auth/session-service';
import type { LiveSocket } from './types';

/** A refused handshake: the client's connect_error carries the message and the HTTP-like status. */
const refusal = (message: string, status: 401 | 403 | 500) =>
  Object.assign(new Error(message), { data: { status } });

/**
 * Who each socket is, as the handshake found them. Kept beside the socket, not in `socket.data`, which the
 * Redis adapter hands to other processes: the account row stays in this one.
 */
const actors = new WeakMap<LiveSocket, Actor>();

/** The service context of a command sent on a socket that passed the handshake: its member acts. */
export function socketContext(app: FastifyInstance, socket: LiveSocket): MemberContext {
  const actor = actors.get(socket);
  if (!actor) throw new Error('socket without a verified handshake');
  return { ...systemContext(app, 'socket', actor), actor };
}

/**
 * socket.io middleware: the access token travels in the handshake `auth: {token}`, is verified like a
 * bearer header, and its session must still be live, exactly as for an HTTP call (plugins/auth.ts), so a
 * signed-out, suspended or unconfirmed member cannot listen either.
 */
export const verifyHandshake =
  (app: FastifyInstance) =>
  async (socket: LiveSocket, next: (err?: Error) => void): Promise<void> => {
    const ctx = systemContext(app, 'socket');
    try {
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(refusal(MESSAGES.notAuthenticated, 401));
      const verified = await ctx.deps.accessTokens.verify(token);
      if (!verified.ok)
        return next(
          refusal(verified.reason === 'expired' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid, 401),
        );
      const actor = await sessionActor(ctx.db, verified.claims, ctx.clock.now());
      if (!actor) return next(refusal(MESSAGES.sessionRevoked, 401));
      if (actor.user.status !== 'active') return next(refusal(MESSAGES.accountSuspended, 401));
      if (!actor.confirmed) return next(refusal(MESSAGES.accountNotConfirmed, 403));
      actors.set(socket, actor);
      socket.data = { userId: actor.id, sessionId: actor.sessionId, role: actor.role, rooms: new Map() };
      next();
    } catch (err) {
      // The database is unreachable or similar: the client learns only that it failed, the log says why.
      ctx.log.error({ err }, 'socket handshake failed');
      next(refusal(MESSAGES.internalError, 500));
    }
  };
