import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { insertEmailToken, retireEmailTokens, type EmailTokenPurpose } from './email-token-repo';

/**
 * Creates a single-use link token (stored only as its hash) and retires the user's earlier unused ones of
 * the same purpose, so only the newest mail works. Returns the raw token for the mail; it is never stored.
 */
export async function issueEmailToken(
  tx: DbOrTx,
  now: Date,
  token: { userId: number; purpose: EmailTokenPurpose; email: string; ttlSeconds: number },
): Promise<string> {
  await retireEmailTokens(tx, token.userId, token.purpose, now);
  const raw = newOpaqueToken();
  await insertEmailToken(tx, {
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: hashToken(raw),
    email: token.email,
    createdAt: now,
    expiresAt: addSeconds(now, token.ttlSeconds),
  });
  return raw;
}

/** Pages of the web app that receive the tokens (spec 01 §2: /confirm-email and /reset-password/{token}). */
export const confirmEmailLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/confirm-email?token=${token}`;
export const resetPasswordLink = (config: AppConfig, token: string) =>
  `${config.publicUrl}/reset-password/${token}`;
