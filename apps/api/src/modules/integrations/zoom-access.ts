import { ZOOM_MESSAGES } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import { inTransaction, type Context } from '../../http/context';
import { secretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/service';
import {
  clearZoomHostEmail,
  deleteConnection,
  expireAccessToken,
  findConnection,
  lockConnection,
  updateTokens,
} from './repo';
import { refreshTokens, ZoomRefused, type ZoomApp, type ZoomTokens } from './zoom-client';

/** An access token this close to its expiry is refreshed before use: a call must not outlive its token. */
export const REFRESH_MARGIN_MS = 60_000;

/** The box Zoom tokens are sealed in; its key is derived from TOKEN_SEAL_KEY (or JWT_SECRET). */
export const tokenBox = (ctx: Context) => secretBox(ctx.config.tokenSealKey, 'zoom-tokens');

/** The sealed columns and expiry of a fresh pair, as the connection row keeps them. */
export function sealedTokens(ctx: Context, tokens: ZoomTokens, now: Date) {
  const box = tokenBox(ctx);
  return {
    accessTokenSealed: box.seal(tokens.accessToken),
    refreshTokenSealed: box.seal(tokens.refreshToken),
    accessExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
    scope: tokens.scope,
  };
}

const fresh = (expiresAt: Date, now: Date) => expiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS;

/**
 * A usable access token for the member's Zoom account, refreshed first when it is about to expire; null when
 * she has none (never connected, disconnected, or Zoom stopped accepting the grant). The refresh runs with
 * the connection row locked: Zoom rotates the refresh token, so two refreshes at once would leave one
 * process holding a dead pair. Whoever waited for the lock finds the new pair and uses it.
 */
export async function accessTokenFor(ctx: Context, app: ZoomApp, userId: number): Promise<string | null> {
  const box = tokenBox(ctx);
  const row = await findConnection(ctx.db, userId);
  if (!row) return null;
  if (fresh(row.accessExpiresAt, ctx.clock.now())) return box.open(row.accessTokenSealed);
  return inTransaction(ctx, async (tx) => {
    const locked = await lockConnection(tx.db, userId);
    if (!locked) return null;
    const now = tx.clock.now();
    if (fresh(locked.accessExpiresAt, now)) return box.open(locked.accessTokenSealed);
    let tokens: ZoomTokens;
    try {
      tokens = await refreshTokens(app, box.open(locked.refreshTokenSealed));
    } catch (error) {
      // A 5xx or a network failure may pass: the caller fails and its job is retried. A 4xx means Zoom no
      // longer honours the grant (the app was removed from her account): keeping it would fail forever.
      if (!(error instanceof ZoomRefused) || error.status >= 500) throw error;
      await forgetLostConnection(tx, userId, locked.hostEmail, now);
      return null;
    }
    await updateTokens(tx.db, userId, sealedTokens(tx, tokens, now), now);
    return tokens.accessToken;
  });
}

/** Zoom refused the grant: the connection goes, and she is told why her visits no longer get meetings. */
async function forgetLostConnection(
  tx: Context & { db: Transaction },
  userId: number,
  hostEmail: string,
  now: Date,
) {
  await deleteConnection(tx.db, userId);
  await clearZoomHostEmail(tx.db, userId, hostEmail, now);
  await tx.notifications.notify(
    {
      userId,
      type: 'security',
      title: ZOOM_MESSAGES.lostTitle,
      message: ZOOM_MESSAGES.lostMessage,
      link: '/settings#integrations',
      groupKey: 'zoom:lost',
    },
    tx.db,
  );
  await recordAudit(tx, { action: 'integrations.zoom_lost', actorId: null, targetUserId: userId });
}

/**
 * Runs `work` with her access token; false when she has no usable connection (nothing was done). A token
 * Zoom refuses before its time (401: revoked, or the app removed) is dropped and `work` runs once more with
 * a refreshed one, so a removed app ends the connection (and tells her) instead of failing every retry.
 */
export async function withZoomToken(
  ctx: Context,
  app: ZoomApp,
  userId: number,
  work: (accessToken: string) => Promise<void>,
): Promise<boolean> {
  const token = await accessTokenFor(ctx, app, userId);
  if (!token) return false;
  try {
    await work(token);
    return true;
  } catch (error) {
    if (!(error instanceof ZoomRefused) || error.status !== 401) throw error;
  }
  await expireAccessToken(ctx.db, userId);
  const renewed = await accessTokenFor(ctx, app, userId);
  if (!renewed) return false;
  await work(renewed);
  return true;
}
