import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  RATE_LIMITS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenPairResponse,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { unauthorized } from '../../lib/http-error';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import { toUser } from '../users/dto';
import { findUserById } from '../users/repo';
import { enforceLimit, type RequestContext } from './context';
import {
  claimRefreshToken,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
} from './session-repo';

export type OpenedSession = { sessionId: string; refreshToken: string };

/** Starts a sign-in: a session row and the first refresh token of its family. Runs inside the caller's transaction. */
export async function openSession(tx: DbOrTx, ctx: RequestContext, user: UserRow): Promise<OpenedSession> {
  const now = ctx.deps.clock.now();
  const sessionId = randomUUID();
  await insertSession(tx, {
    id: sessionId,
    userId: user.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    createdAt: now,
    expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx, { sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
  return { sessionId, refreshToken };
}

/** The answer of every call that signs someone in: a fresh access token plus the session's refresh token. */
export async function tokenPair(
  ctx: RequestContext,
  user: UserRow,
  session: OpenedSession,
): Promise<TokenPairResponse> {
  const { accessTokens } = ctx.deps;
  return {
    access_token: await accessTokens.sign({ userId: user.id, sessionId: session.sessionId, role: user.role }),
    refresh_token: session.refreshToken,
    token_type: 'bearer',
    expires_in: accessTokens.ttlSeconds,
    user: toUser(user),
  };
}

type Exchange =
  { kind: 'rotated'; user: UserRow; session: OpenedSession } | { kind: 'refused' } | { kind: 'not_claimed' };

/**
 * Exchanges a refresh token for a new pair; every use rotates it. A token presented again after its
 * rotation is either a race between two tabs (within the grace window: refused, nothing revoked) or a
 * stolen copy being replayed (later: the whole session family is revoked).
 */
export async function refreshSession(ctx: RequestContext, refresh: string): Promise<TokenPairResponse> {
  await enforceLimit(ctx, `refresh:ip:${ctx.ip}`, RATE_LIMITS.refreshPerIp);
  const { db } = ctx.deps.db;
  const now = ctx.deps.clock.now();
  const tokenHash = hashToken(refresh);

  const exchange = await db.transaction(async (tx): Promise<Exchange> => {
    const sessionId = await claimRefreshToken(tx, tokenHash, now);
    if (!sessionId) return { kind: 'not_claimed' };
    const session = await findSession(tx, sessionId);
    if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'refused' };
    const user = await findUserById(tx, session.userId);
    if (!user || user.status !== 'active') return { kind: 'refused' };
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(tx, { sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
    return { kind: 'rotated', user, session: { sessionId, refreshToken } };
  });
  if (exchange.kind === 'rotated') return tokenPair(ctx, exchange.user, exchange.session);
  if (exchange.kind === 'not_claimed') await handleUnclaimed(ctx, tokenHash, now);
  throw unauthorized(MESSAGES.refreshInvalid);
}

async function handleUnclaimed(ctx: RequestContext, tokenHash: string, now: Date): Promise<void> {
  const { db } = ctx.deps.db;
  const known = await findRefreshToken(db, tokenHash);
  if (!known?.rotatedAt) return; // never issued by us (or an access token sent as a refresh token)
  const sinceRotation = (now.getTime() - known.rotatedAt.getTime()) / 1000;
  if (sinceRotation <= REFRESH_REUSE_GRACE_SECONDS) return;
  await db.transaction(async (tx) => {
    const session = await findSession(tx, known.sessionId);
    if (!session || session.revokedAt) return;
    await revokeSession(tx, known.sessionId, 'reuse', now);
    await recordAudit(tx, {
      action: 'auth.refresh_reuse_detected',
      actorId: null,
      targetUserId: session.userId,
      ip: ctx.ip,
      details: { session_id: known.sessionId },
    });
  });
  ctx.log.warn({ sessionId: known.sessionId }, 'refresh token reuse: session revoked');
}

/** Sign-out: the session ends, so its access token stops working on the next request. */
export async function endSession(ctx: RequestContext, user: UserRow, sessionId: string): Promise<void> {
  const now = ctx.deps.clock.now();
  await ctx.deps.db.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'logout', now);
    await recordAudit(tx, { action: 'auth.sign_out', actorId: user.id, targetUserId: user.id, ip: ctx.ip });
  });
}
