import type { AppConfig } from '../../config';
import type { Context } from '../../http/context';
import { addSeconds } from '../../lib/clock';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import {
  insertEmailToken,
  retireEmailTokens,
  retireEmailTokensTo,
  type EmailTokenPurpose,
} from './email-token-repo';

/**
 * Creates a single-use link token (stored only as its hash) and retires the user's earlier unused ones of
 * the same purpose, so only the newest mail works. Returns the raw token for the mail; it is never stored.
 * Runs in the caller's transaction: pass its context.
 */
export async function issueEmailToken(
  ctx: Context,
  token: { userId: number; purpose: EmailTokenPurpose; email: string; ttlSeconds: number },
): Promise<string> {
  const now = ctx.clock.now();
  await retireEmailTokens(ctx.db, token.userId, token.purpose, now);
  const raw = newOpaqueToken();
  await insertEmailToken(ctx.db, {
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: hashToken(raw),
    email: token.email,
    createdAt: now,
    expiresAt: addSeconds(now, token.ttlSeconds),
  });
  return raw;
}

/**
 * What issueEmailToken does, for an address with no account: a token is drawn and hashed and the earlier
 * links to the address are retired, but nothing can be stored for no one. Keeps the two paths of a reset
 * request doing the same work.
 */
export async function drawTokenForNoAccount(
  ctx: Context,
  token: { purpose: EmailTokenPurpose; email: string },
): Promise<string> {
  await retireEmailTokensTo(ctx.db, token.email, token.purpose, ctx.clock.now());
  const raw = newOpaqueToken();
  hashToken(raw);
  return raw;
}

/** Pages of the web app that receive the tokens (spec 01 §2: /confirm-email and /reset-password/{token}). */
export const confirmEmailLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/confirm-email?token=${token}`;
export const resetPasswordLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/reset-password/${token}`;
