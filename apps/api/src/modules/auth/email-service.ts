import {
  EMAIL_CONFIRM_TTL_SECONDS,
  MESSAGES,
  RATE_LIMITS,
  type ChangeEmailRequest,
  type User,
} from '@fertilia/contracts';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, invalidField } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/secure-token';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { toUser } from '../users/dto';
import { findUserByEmail, findUserById, updateUser } from '../users/repo';
import { enforceLimit, type RequestContext } from './context';
import { confirmEmailLink, issueEmailToken } from './email-links';
import { findUsableEmailToken, markEmailTokenUsed, retireEmailTokens } from './email-token-repo';
import { changeEmailConfirmMail, changeEmailNoticeMail, confirmEmailMail, deliver } from './mails';
import { emailChangedNotice } from '../notifications/notices';

/**
 * Asks to move the account to a new address. Nothing changes until the link mailed to the new address is
 * opened; the old address is told, so a hijacker cannot quietly take the account.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  user: UserRow,
  input: ChangeEmailRequest,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw invalidField('body', 'password', MESSAGES.wrongPassword);
  }
  if (input.new_email === user.email.toLowerCase()) {
    throw invalidField('body', 'new_email', MESSAGES.sameEmail);
  }
  const { db } = ctx.deps.db;
  const holder = await findUserByEmail(db, input.new_email);
  if (holder && holder.id !== user.id) throw conflict(MESSAGES.emailTaken);

  const now = ctx.deps.clock.now();
  const token = await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { pendingEmail: input.new_email });
    const raw = await issueEmailToken(tx, now, {
      userId: user.id,
      purpose: 'change_email',
      email: input.new_email,
      ttlSeconds: EMAIL_CONFIRM_TTL_SECONDS,
    });
    await recordAudit(tx, {
      action: 'auth.email_change_requested',
      actorId: user.id,
      targetUserId: user.id,
      ip: ctx.ip,
    });
    return raw;
  });
  const link = confirmEmailLink(ctx.deps.config, token);
  deliver(ctx, changeEmailConfirmMail(user, input.new_email, link, EMAIL_CONFIRM_TTL_SECONDS));
  deliver(ctx, changeEmailNoticeMail(user, input.new_email));
}

/**
 * Opens a link from a confirmation mail: either the first confirmation of the account's address or the
 * confirmation of a new address. Each link works once and only before it expires.
 */
export async function confirmEmail(ctx: RequestContext, token: string): Promise<User> {
  const { db } = ctx.deps.db;
  const now = ctx.deps.clock.now();
  const row = await findUsableEmailToken(db, hashToken(token), ['confirm_email', 'change_email'], now);
  if (!row) throw badRequest(MESSAGES.confirmTokenInvalid);
  try {
    const updated = await db.transaction(async (tx) => {
      if (!(await markEmailTokenUsed(tx, row.id, now))) throw badRequest(MESSAGES.confirmTokenInvalid);
      const user = await findUserById(tx, row.userId);
      if (!user) throw badRequest(MESSAGES.confirmTokenInvalid);
      if (row.purpose === 'confirm_email') {
        // The address may have changed since this link was sent; it confirms only the one it was sent to.
        if (row.email.toLowerCase() !== user.email.toLowerCase())
          throw badRequest(MESSAGES.confirmTokenInvalid);
        await recordAudit(tx, {
          action: 'auth.email_confirmed',
          actorId: user.id,
          targetUserId: user.id,
          ip: ctx.ip,
        });
        return updateUser(tx, user.id, { confirmed: true });
      }
      const holder = await findUserByEmail(tx, row.email);
      if (holder && holder.id !== user.id) throw conflict(MESSAGES.emailTaken);
      // Reset links went to the old address; they must not outlive the change.
      await retireEmailTokens(tx, user.id, 'reset_password', now);
      await recordAudit(tx, {
        action: 'auth.email_changed',
        actorId: user.id,
        targetUserId: user.id,
        ip: ctx.ip,
      });
      await ctx.notifications.notify(emailChangedNotice(user.id, row.email), tx);
      return updateUser(tx, user.id, { email: row.email, pendingEmail: null, confirmed: true });
    });
    if (!updated) throw badRequest(MESSAGES.confirmTokenInvalid);
    return toUser(updated);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/** Sends a fresh confirmation link (earlier ones stop working), a few times per quarter hour at most. */
export async function resendConfirmation(ctx: RequestContext, user: UserRow): Promise<void> {
  if (user.confirmed) throw badRequest(MESSAGES.emailAlreadyConfirmed);
  await enforceLimit(ctx, `confirm-resend:${user.id}`, RATE_LIMITS.confirmResendPerAccount);
  const now = ctx.deps.clock.now();
  const token = await ctx.deps.db.db.transaction((tx) =>
    issueEmailToken(tx, now, {
      userId: user.id,
      purpose: 'confirm_email',
      email: user.email,
      ttlSeconds: EMAIL_CONFIRM_TTL_SECONDS,
    }),
  );
  const link = confirmEmailLink(ctx.deps.config, token);
  deliver(ctx, confirmEmailMail(user, user.email, link, EMAIL_CONFIRM_TTL_SECONDS));
}
