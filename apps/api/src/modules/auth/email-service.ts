import {
  EMAIL_CONFIRM_TTL_SECONDS,
  MESSAGES,
  RATE_LIMITS,
  badRequest,
  conflict,
  invalidField,
  type ChangeEmailRequest,
  type User,
  emailChangedNotice,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { hashToken } from '../../lib/secure-token';
import { uniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/service';
import { findUser, findUserWithEmail, saveUser, toUser } from '../users/service';
import { confirmEmailLink, issueEmailToken } from './email-links';
import { findUsableEmailToken, markEmailTokenUsed, retireEmailTokens } from './email-token-repo';
import { checkCurrentPassword } from './current-password';
import { enforceLimit } from './limits';
import { changeEmailConfirmMail, changeEmailNoticeMail, confirmEmailMail, deliver } from './mails';

/**
 * Asks to move the caller's account to a new address. Nothing changes until the link mailed to the new
 * address is opened; the old address is told, so a hijacker cannot quietly take the account. The answer is
 * the same whether or not another account holds the new address (it must not reveal who is registered):
 * then no link is sent, and confirming could not succeed anyway. Limited per account, like every call that
 * checks the current password.
 */
export async function requestEmailChange(ctx: MemberContext, input: ChangeEmailRequest): Promise<void> {
  const { user } = ctx.actor;
  await checkCurrentPassword(ctx, 'password', input.password);
  if (input.new_email === user.email.toLowerCase()) {
    throw invalidField('body', 'new_email', MESSAGES.sameEmail);
  }
  await enforceLimit(ctx, `email-change:${user.id}`, RATE_LIMITS.emailChangesPerAccount);
  const holder = await findUserWithEmail(ctx, input.new_email);
  const free = !holder || holder.id === user.id;

  const token = await inTransaction(ctx, async (tx) => {
    await recordAudit(tx, {
      action: 'auth.email_change_requested',
      targetUserId: user.id,
      details: { address_free: free },
    });
    if (!free) return null;
    await saveUser(tx, { id: user.id, changes: { pendingEmail: input.new_email } });
    return issueEmailToken(tx, {
      userId: user.id,
      purpose: 'change_email',
      email: input.new_email,
      ttlSeconds: EMAIL_CONFIRM_TTL_SECONDS,
    });
  });
  if (token)
    deliver(
      ctx,
      changeEmailConfirmMail(input.new_email, confirmEmailLink(ctx.config, token), EMAIL_CONFIRM_TTL_SECONDS),
    );
  deliver(ctx, changeEmailNoticeMail(user, input.new_email));
}

/**
 * Opens a link from a confirmation mail: either the first confirmation of the account's address or the
 * confirmation of a new address. Each link works once and only before it expires.
 */
export async function confirmEmail(ctx: Context, token: string): Promise<User> {
  const now = ctx.clock.now();
  const row = await findUsableEmailToken(ctx.db, hashToken(token), ['confirm_email', 'change_email'], now);
  if (!row) throw badRequest(MESSAGES.confirmTokenInvalid);
  try {
    const updated = await inTransaction(ctx, async (tx) => {
      if (!(await markEmailTokenUsed(tx.db, row.id, now))) throw badRequest(MESSAGES.confirmTokenInvalid);
      const user = await findUser(tx, row.userId);
      if (!user) throw badRequest(MESSAGES.confirmTokenInvalid);
      // Opening the mailed link is the account holder acting, signed in or not.
      const byHolder = { actorId: user.id, targetUserId: user.id };
      if (row.purpose === 'confirm_email') {
        // The address may have changed since this link was sent; it confirms only the one it was sent to.
        if (row.email.toLowerCase() !== user.email.toLowerCase())
          throw badRequest(MESSAGES.confirmTokenInvalid);
        await recordAudit(tx, { action: 'auth.email_confirmed', ...byHolder });
        return saveUser(tx, { id: user.id, changes: { confirmed: true } });
      }
      const holder = await findUserWithEmail(tx, row.email);
      if (holder && holder.id !== user.id) throw conflict(MESSAGES.emailTaken);
      // Reset links went to the old address; they must not outlive the change.
      await retireEmailTokens(tx.db, user.id, 'reset_password', now);
      await recordAudit(tx, { action: 'auth.email_changed', ...byHolder });
      await tx.notifications.notify(emailChangedNotice(user.id, row.email), tx.db);
      return saveUser(tx, {
        id: user.id,
        changes: { email: row.email, pendingEmail: null, confirmed: true },
      });
    });
    if (!updated) throw badRequest(MESSAGES.confirmTokenInvalid);
    return toUser(updated);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/** Sends the caller a fresh confirmation link (earlier ones stop working), a few times per quarter hour at most. */
export async function resendConfirmation(ctx: MemberContext): Promise<void> {
  const { user } = ctx.actor;
  if (user.confirmed) throw badRequest(MESSAGES.emailAlreadyConfirmed);
  await enforceLimit(ctx, `confirm-resend:${user.id}`, RATE_LIMITS.confirmResendPerAccount);
  const token = await inTransaction(ctx, (tx) =>
    issueEmailToken(tx, {
      userId: user.id,
      purpose: 'confirm_email',
      email: user.email,
      ttlSeconds: EMAIL_CONFIRM_TTL_SECONDS,
    }),
  );
  const link = confirmEmailLink(ctx.config, token);
  deliver(ctx, confirmEmailMail(user.email, link, EMAIL_CONFIRM_TTL_SECONDS));
}
