import {
  MESSAGES,
  RATE_LIMITS,
  forbidden,
  unauthorized,
  type LoginRequest,
  type TokenPairResponse,
} from '@fertilia/contracts';
import { inTransaction, type Context } from '../../http/context';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/service';
import { findUserWithEmail } from '../users/service';
import { enforceLimit } from './limits';
import { openSession, tokenPair } from './session-service';
import { clearSignInFailures, enforceSignInWait, recordSignInFailure } from './sign-in-throttle';

/**
 * Sign-in by e-mail and password. Limits: per address of the caller, and waits earned by failed attempts
 * on the account (sign-in-throttle.ts), never a lock a stranger could set off. Unknown address and wrong
 * password answer the same, in the same time. Unconfirmed accounts may sign in (the guards send them to
 * confirm).
 */
export async function login(ctx: Context, input: LoginRequest): Promise<TokenPairResponse> {
  await enforceLimit(ctx, `login:ip:${ctx.ip}`, RATE_LIMITS.loginPerIp);
  await enforceSignInWait(ctx, input.email);

  const user = await findUserWithEmail(ctx, input.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk) {
    await recordSignInFailure(ctx, input.email);
    await recordAudit(ctx, {
      action: 'auth.sign_in_failed',
      targetUserId: user?.id ?? null,
      details: { reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  // Told only to someone who knows the password, so it does not reveal which addresses are suspended.
  if (user.status !== 'active') {
    await recordAudit(ctx, {
      action: 'auth.sign_in_failed',
      targetUserId: user.id,
      details: { reason: 'suspended' },
    });
    throw forbidden(MESSAGES.accountSuspended);
  }

  await clearSignInFailures(ctx, input.email);
  const session = await inTransaction(ctx, async (tx) => {
    const opened = await openSession(tx, user);
    await recordAudit(tx, {
      action: 'auth.sign_in',
      actorId: user.id,
      targetUserId: user.id,
      details: { session_id: opened.sessionId },
    });
    return opened;
  });
  return tokenPair(ctx, { user, session });
}
