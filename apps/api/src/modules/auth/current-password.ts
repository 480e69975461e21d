import { MESSAGES, RATE_LIMITS, invalidField, tooManyRequests } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
import { verifyPassword } from '../../lib/passwords';

/**
 * Every call that asks for the current password (changing the username, the e-mail address or the password)
 * checks it here: a 422 on `field` when wrong, and after a few wrong ones a 429 for a while, so a stolen
 * session cannot be used to guess the password.
 */
export async function checkCurrentPassword(
  ctx: MemberContext,
  field: string,
  password: string,
): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS.passwordChecksPerAccount;
  const key = `password-check:fail:${ctx.actor.id}`;
  const state = await ctx.deps.rateLimiter.peek(key, max, windowSeconds);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  if (!(await verifyPassword(ctx.actor.user.passwordHash, password))) {
    await ctx.deps.rateLimiter.hit(key, max, windowSeconds);
    throw invalidField('body', field, MESSAGES.wrongPassword);
  }
}
