import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, forbidden, hasPermission, unauthorized, type Access } from '@fertilia/contracts';
import type { Actor } from '../http/context';
import { sessionActor } from '../modules/auth/session-service';

/** Reads the bearer token and the live session behind it; every failure is a 401 with its reason. */
async function authenticate(request: FastifyRequest, missingToken?: string): Promise<Actor> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw unauthorized(missingToken ?? MESSAGES.notAuthenticated);
  const { accessTokens, db, clock } = request.server.deps;
  const verified = await accessTokens.verify(match[1]!);
  if (!verified.ok)
    throw unauthorized(verified.reason === 'expired' ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid);
  // The session is looked up every time so sign-out, password change and suspension take effect at once.
  const actor = await sessionActor(db.db, verified.claims, clock.now());
  if (!actor) throw unauthorized(MESSAGES.sessionRevoked);
  if (actor.user.status !== 'active') throw unauthorized(MESSAGES.accountSuspended);
  return actor;
}

async function confirmedMember(request: FastifyRequest, missingToken?: string): Promise<Actor> {
  const actor = await authenticate(request, missingToken);
  if (!actor.confirmed) throw forbidden(MESSAGES.accountNotConfirmed);
  return actor;
}

const flagIsSet = (request: FastifyRequest, flag: string) => {
  const value = (request.query as Record<string, unknown> | undefined)?.[flag];
  return value === true || value === 'true' || value === '1';
};

/**
 * Enforces an endpoint's access rule (packages/contracts/src/endpoint.ts) and leaves the caller, when known,
 * on `request.actor` for the context. Runs as the route's preHandler, after validation.
 */
export async function enforceAccess(
  request: FastifyRequest,
  rule: Access,
  missingToken?: string,
): Promise<void> {
  switch (rule.kind) {
    case 'public':
      return;
    case 'identified':
      if (request.headers.authorization) request.actor = await authenticate(request, missingToken);
      return;
    case 'signedIn':
      request.actor = await authenticate(request, missingToken);
      return;
    case 'member':
    case 'owner':
      request.actor = await confirmedMember(request, missingToken);
      return;
    case 'roles': {
      const actor = await confirmedMember(request, missingToken);
      if (!rule.roles.includes(actor.role)) throw forbidden();
      request.actor = actor;
      return;
    }
    case 'permission': {
      if (rule.onlyWhen && !flagIsSet(request, rule.onlyWhen)) return;
      const actor = await confirmedMember(request, missingToken);
      if (!hasPermission(actor.role, rule.permission)) throw forbidden();
      request.actor = actor;
      return;
    }
  }
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
});
