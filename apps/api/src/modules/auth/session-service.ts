import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  RATE_LIMITS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  unauthorized,
  type TokenPairResponse,
} from '@fertilia/contracts';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { inTransaction, type Actor, type Context, type MemberContext } from '../../http/context';
import type { AccessClaims } from '../../lib/access-token';
import { addSeconds } from '../../lib/clock';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import { findUser, toUser } from '../users/service';
import { enforceLimit } from './limits';
import {
  claimRefreshToken,
  findLiveSessionUser,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './session-repo';

/**
 * The caller behind a verified access token, when its session is still live; one query per request. The
 * access guard calls it before any context exists, hence the database and time as they are.
 */
export async function sessionActor(db: DbOrTx, claims: AccessClaims, now: Date): Promise<Actor | null> {
  const user = await findLiveSessionUser(db, claims.sessionId, claims.userId, now);
  if (!user) return null;
  return { id: user.id, role: user.role, confirmed: user.confirmed, sessionId: claims.sessionId, user };
}

export type OpenedSession = { sessionId: string; refreshToken: string };

/**
 * Starts a sign-in from the context's address and browser: a session row and the first refresh token of
 * its family. Runs inside the caller's transaction: pass its context.
 */
export async function openSession(tx: Context, user: UserRow): Promise<OpenedSession> {
  const now = tx.clock.now();
  const sessionId = randomUUID();
  await insertSession(tx.db, {
    id: sessionId,
    userId: user.id,
    ip: tx.ip,
    userAgent: tx.userAgent,
    createdAt: now,
    expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx.db, { sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
  return { sessionId, refreshToken };
}

/** The answer of every call that signs someone in: a fresh access token plus the session's refresh token. */
export async function tokenPair(
  ctx: Context,
  { user, session }: { user: UserRow; session: OpenedSession },
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
export async function refreshSession(ctx: Context, refresh: string): Promise<TokenPairResponse> {
  await enforceLimit(ctx, `refresh:ip:${ctx.ip}`, RATE_LIMITS.refreshPerIp);
  const now = ctx.clock.now();
  const tokenHash = hashToken(refresh);

  const exchange = await inTransaction(ctx, async (tx): Promise<Exchange> => {
    const sessionId = await claimRefreshToken(tx.db, tokenHash, now);
    if (!sessionId) return { kind: 'not_claimed' };
    const session = await findSession(tx.db, sessionId);
    if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'refused' };
    const user = await findUser(tx, session.userId);
    if (!user || user.status !== 'active') return { kind: 'refused' };
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(tx.db, { sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
    return { kind: 'rotated', user, session: { sessionId, refreshToken } };
  });
  if (exchange.kind === 'rotated') return tokenPair(ctx, exchange);
  if (exchange.kind === 'not_claimed') await handleUnclaimed(ctx, tokenHash, now);
  throw unauthorized(MESSAGES.refreshInvalid);
}

async function handleUnclaimed(ctx: Context, tokenHash: string, now: Date): Promise<void> {
  const known = await findRefreshToken(ctx.db, tokenHash);
  if (!known?.rotatedAt) return; // never issued by us (or an access token sent as a refresh token)
  const sinceRotation = (now.getTime() - known.rotatedAt.getTime()) / 1000;
  if (sinceRotation <= REFRESH_REUSE_GRACE_SECONDS) return;
  await inTransaction(ctx, async (tx) => {
    const session = await findSession(tx.db, known.sessionId);
    if (!session || session.revokedAt) return;
    await revokeOneSession(tx, { userId: session.userId, sessionId: known.sessionId, reason: 'reuse' });
    await recordAudit(tx, {
      action: 'auth.refresh_reuse_detected',
      actorId: null,
      targetUserId: session.userId,
      details: { session_id: known.sessionId },
    });
  });
  ctx.log.warn({ sessionId: known.sessionId }, 'refresh token reuse: session revoked');
}

/**
 * Once `tx` has committed, tells every process that these sessions ended, so their open sockets close at once
 * instead of listening on until the next sweep.
 */
function announceEnded(tx: Context, ended: { user_id: number; session_id: string | null }): void {
  const announce = () => void tx.events.emit('session_ended', ended);
  if (!afterCommit(tx.db, announce)) announce();
}

/** Ends one session in the caller's transaction: its tokens stop working and its sockets close. */
export async function revokeOneSession(
  tx: Context,
  { userId, sessionId, reason }: { userId: number; sessionId: string; reason: string },
): Promise<void> {
  await revokeSession(tx.db, sessionId, reason, tx.clock.now());
  announceEnded(tx, { user_id: userId, session_id: sessionId });
}

/** Ends every session of a member in the caller's transaction (password, suspension, role). */
export async function revokeAllSessions(
  tx: Context,
  { userId, reason }: { userId: number; reason: string },
): Promise<void> {
  await revokeUserSessions(tx.db, userId, reason, tx.clock.now());
  announceEnded(tx, { user_id: userId, session_id: null });
}

/** Sign-out: the caller's session ends, so its access token stops working on the next request. */
export const endSession = (ctx: MemberContext): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    await revokeOneSession(tx, { userId: tx.actor.id, sessionId: tx.actor.sessionId, reason: 'logout' });
    await recordAudit(tx, { action: 'auth.sign_out', targetUserId: tx.actor.id });
  });
