import {
  MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  RATE_LIMITS,
  badRequest,
  invalidField,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
  type TokenPairResponse,
  passwordChangedNotice,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import { findUser, findUserWithEmail, saveUser } from '../users/service';
import { drawTokenForNoAccount, issueEmailToken, resetPasswordLink } from './email-links';
import { findUsableEmailToken, markEmailTokenUsed } from './email-token-repo';
import { accountKey, enforceLimit } from './limits';
import { checkNewPassword } from './new-password';
import { clearSignInFailures } from './sign-in-throttle';
import { checkCurrentPassword } from './current-password';
import { deliver, noAccountResetMail, passwordChangedMail, resetPasswordMail } from './mails';
import { openSession, revokeAllSessions, tokenPair } from './session-service';

/**
 * Changes the caller's password. Every session ends, this one included, and the caller gets a fresh one,
 * so a thief holding an old refresh token is shut out.
 */
export async function changePassword(
  ctx: MemberContext,
  input: ChangePasswordRequest,
): Promise<TokenPairResponse> {
  const { user } = ctx.actor;
  await checkCurrentPassword(ctx, 'old_password', input.old_password);
  if (input.new_password === input.old_password) {
    throw invalidField('body', 'new_password', MESSAGES.samePassword);
  }
  checkNewPassword('new_password', input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  const { updated, session } = await inTransaction(ctx, async (tx) => {
    const row = (await saveUser(tx, { id: user.id, changes: { passwordHash } }))!;
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_changed' });
    const opened = await openSession(tx, row);
    await recordAudit(tx, { action: 'auth.password_changed', targetUserId: user.id });
    await tx.notifications.notify(passwordChangedNotice(user.id), tx.db);
    return { updated: row, session: opened };
  });
  deliver(ctx, passwordChangedMail(updated));
  return tokenPair(ctx, { user: updated, session });
}

/**
 * Mails a reset link when the address belongs to an active account, and otherwise a note that no account
 * uses it. Both paths do the same work — the same limits, one token drawn and hashed, one mail — so neither
 * the answer nor its timing tells whether an account exists; the answer never waits for the mail server.
 * Past the per-account limit it still answers the same, silently sending nothing.
 */
export async function forgotPassword(ctx: Context, email: string): Promise<void> {
  await enforceLimit(ctx, `forgot:ip:${ctx.ip}`, RATE_LIMITS.forgotPasswordPerIp);
  const { max, windowSeconds } = RATE_LIMITS.forgotPasswordPerAccount;
  const budget = await ctx.deps.rateLimiter.hit(`forgot:acct:${accountKey(email)}`, max, windowSeconds);
  const found = await findUserWithEmail(ctx, email);
  const user = found?.status === 'active' ? found : null;
  // Over the limit nothing is drawn either: a new link would retire the one the owner was last sent.
  if (!budget.allowed) return;
  const token = await inTransaction(ctx, (tx) =>
    user
      ? issueEmailToken(tx, {
          userId: user.id,
          purpose: 'reset_password',
          email: user.email,
          ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
        })
      : drawTokenForNoAccount(tx, { purpose: 'reset_password', email }),
  );
  deliver(
    ctx,
    user
      ? resetPasswordMail(user, resetPasswordLink(ctx.config, token), PASSWORD_RESET_TTL_SECONDS)
      : noAccountResetMail(email),
  );
}

/** The account a usable reset token belongs to, or a 400 for any token that cannot be used. */
async function resetTarget(ctx: Context, token: string, email?: string) {
  const row = await findUsableEmailToken(ctx.db, hashToken(token), ['reset_password'], ctx.clock.now());
  const user = row && (await findUser(ctx, row.userId));
  if (!row || !user || user.status !== 'active') throw badRequest(MESSAGES.resetTokenInvalid);
  if (email !== undefined && email !== user.email.toLowerCase()) throw badRequest(MESSAGES.resetTokenInvalid);
  return { row, user };
}

/** Lets the reset page say "this link has expired" before the user types a new password; changes nothing. */
export async function validateResetToken(
  ctx: Context,
  token: string,
): Promise<{ valid: true; email: string }> {
  const { user } = await resetTarget(ctx, token);
  return { valid: true, email: user.email };
}

/**
 * Sets a new password from a mailed link. Opening the link proves the mailbox is theirs, so the address
 * counts as confirmed; every session ends and the failed-sign-in lock is lifted.
 */
export async function resetPassword(ctx: Context, input: ResetPasswordRequest): Promise<void> {
  const { row, user } = await resetTarget(ctx, input.token, input.email);
  checkNewPassword('new_password', input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    if (!(await markEmailTokenUsed(tx.db, row.id, now))) throw badRequest(MESSAGES.resetTokenInvalid);
    await saveUser(tx, { id: user.id, changes: { passwordHash, confirmed: true } });
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_reset' });
    await recordAudit(tx, { action: 'auth.password_reset', actorId: user.id, targetUserId: user.id });
    await tx.notifications.notify(passwordChangedNotice(user.id), tx.db);
  });
  await clearSignInFailures(ctx, user.email);
}
