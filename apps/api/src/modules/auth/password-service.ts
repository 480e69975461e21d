import {
  MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  RATE_LIMITS,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
  type TokenPairResponse,
} from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import { badRequest, invalidField } from '../../lib/http-error';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import { findUserByEmail, findUserById, updateUser } from '../users/repo';
import { accountKey, enforceLimit, type RequestContext } from './context';
import { issueEmailToken, resetPasswordLink } from './email-links';
import { findUsableEmailToken, markEmailTokenUsed } from './email-token-repo';
import { clearLoginFailures } from './login-service';
import { deliver, passwordChangedMail, resetPasswordMail } from './mails';
import { passwordChangedNotice } from '../notifications/notices';
import { revokeUserSessions } from './session-repo';
import { openSession, tokenPair } from './session-service';

/**
 * Changes the password of the signed-in user. Every session ends, this one included, and the caller gets
 * a fresh one, so a thief holding an old refresh token is shut out.
 */
export async function changePassword(
  ctx: RequestContext,
  user: UserRow,
  input: ChangePasswordRequest,
): Promise<TokenPairResponse> {
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw invalidField('body', 'old_password', MESSAGES.wrongPassword);
  }
  if (input.new_password === input.old_password) {
    throw invalidField('body', 'new_password', MESSAGES.samePassword);
  }
  if (isCommonPassword(input.new_password)) {
    throw invalidField('body', 'new_password', MESSAGES.passwordTooCommon);
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.deps.clock.now();
  const { updated, session } = await ctx.deps.db.db.transaction(async (tx) => {
    const row = (await updateUser(tx, user.id, { passwordHash }))!;
    await revokeUserSessions(tx, user.id, 'password_changed', now);
    const opened = await openSession(tx, ctx, row);
    await recordAudit(tx, {
      action: 'auth.password_changed',
      actorId: user.id,
      targetUserId: user.id,
      ip: ctx.ip,
    });
    await ctx.notifications.notify(passwordChangedNotice(user.id), tx);
    return { updated: row, session: opened };
  });
  deliver(ctx, passwordChangedMail(updated));
  return tokenPair(ctx, updated, session);
}

/**
 * Mails a reset link when the address belongs to an active account. The answer is the same either way
 * and does not wait for the mail server, so it reveals neither whether the account exists nor anything
 * through its timing. Past the per-account limit it still answers the same, silently sending nothing.
 */
export async function forgotPassword(ctx: RequestContext, email: string): Promise<void> {
  await enforceLimit(ctx, `forgot:ip:${ctx.ip}`, RATE_LIMITS.forgotPasswordPerIp);
  const { max, windowSeconds } = RATE_LIMITS.forgotPasswordPerAccount;
  const budget = await ctx.deps.rateLimiter.hit(`forgot:acct:${accountKey(email)}`, max, windowSeconds);
  const { db } = ctx.deps.db;
  const user = await findUserByEmail(db, email);
  if (!budget.allowed || !user || user.status !== 'active') return;
  const now = ctx.deps.clock.now();
  const token = await db.transaction((tx) =>
    issueEmailToken(tx, now, {
      userId: user.id,
      purpose: 'reset_password',
      email: user.email,
      ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    }),
  );
  deliver(
    ctx,
    resetPasswordMail(user, resetPasswordLink(ctx.deps.config, token), PASSWORD_RESET_TTL_SECONDS),
  );
}

/** The account a usable reset token belongs to, or a 400 for any token that cannot be used. */
async function resetTarget(ctx: RequestContext, token: string, email?: string) {
  const { db } = ctx.deps.db;
  const row = await findUsableEmailToken(db, hashToken(token), ['reset_password'], ctx.deps.clock.now());
  const user = row && (await findUserById(db, row.userId));
  if (!row || !user || user.status !== 'active') throw badRequest(MESSAGES.resetTokenInvalid);
  if (email !== undefined && email !== user.email.toLowerCase()) throw badRequest(MESSAGES.resetTokenInvalid);
  return { row, user };
}

/** Lets the reset page say "this link has expired" before the user types a new password; changes nothing. */
export async function validateResetToken(
  ctx: RequestContext,
  token: string,
): Promise<{ valid: true; email: string }> {
  const { user } = await resetTarget(ctx, token);
  return { valid: true, email: user.email };
}

/**
 * Sets a new password from a mailed link. Opening the link proves the mailbox is theirs, so the address
 * counts as confirmed; every session ends and the failed-sign-in lock is lifted.
 */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordRequest): Promise<void> {
  const { row, user } = await resetTarget(ctx, input.token, input.email);
  if (isCommonPassword(input.new_password)) {
    throw invalidField('body', 'new_password', MESSAGES.passwordTooCommon);
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.deps.clock.now();
  await ctx.deps.db.db.transaction(async (tx) => {
    if (!(await markEmailTokenUsed(tx, row.id, now))) throw badRequest(MESSAGES.resetTokenInvalid);
    await updateUser(tx, user.id, { passwordHash, confirmed: true });
    await revokeUserSessions(tx, user.id, 'password_reset', now);
    await recordAudit(tx, {
      action: 'auth.password_reset',
      actorId: user.id,
      targetUserId: user.id,
      ip: ctx.ip,
    });
    await ctx.notifications.notify(passwordChangedNotice(user.id), tx);
  });
  await clearLoginFailures(ctx, user.email);
}
