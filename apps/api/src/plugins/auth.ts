import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES, hasPermission, type Permission, type Role } from '@fertilia/contracts';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';
import { findLiveSessionUser } from '../modules/auth/session-repo';

export type AuthContext = { user: UserRow; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in caller; only call after one of the auth guards has run. */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw unauthorized(MESSAGES.notAuthenticated);
  const { accessTokens, db, clock } = request.server.deps;
  const verified = await accessTokens.verify(match[1]!);
  if (!verified.ok)
    throw unauthorized(verified.reason === 'expired' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid);
  // The session is looked up every time so sign-out, password change and suspension take effect at once.
  const user = await findLiveSessionUser(
    db.db,
    verified.claims.sessionId,
    verified.claims.userId,
    clock.now(),
  );
  if (!user) throw unauthorized(MESSAGES.sessionRevoked);
  if (user.status !== 'active') throw unauthorized(MESSAGES.accountSuspended);
  return { user, sessionId: verified.claims.sessionId };
}

/** Signed in, confirmed or not: for the auth, profile and confirmation calls only. */
export const requireSignedIn: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  request.auth = await authenticate(request);
};

/** Signed in with a confirmed e-mail address: every other call. */
export const requireAuth: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const auth = await authenticate(request);
  if (!auth.user.confirmed) throw forbidden(MESSAGES.accountNotConfirmed);
  request.auth = auth;
};

export const requireRole = (...roles: Role[]): preHandlerAsyncHookHandler =>
  async function (request: FastifyRequest, _reply: FastifyReply) {
    if (!roles.includes(authOf(request).user.role)) throw forbidden();
  };

export const requirePermission = (permission: Permission): preHandlerAsyncHookHandler =>
  async function (request: FastifyRequest, _reply: FastifyReply) {
    if (!hasPermission(authOf(request).user.role, permission)) throw forbidden();
  };

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
});
