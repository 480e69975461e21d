import { DomainError, MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import type { Context } from '../../http/context';
import { accountKey } from './limits';

/*
 * Failed sign-ins slow the next ones down instead of locking the account (ADR 009). Two counters: per
 * account and address, where the wait doubles with each failure, and per account from every address, where
 * it never exceeds a few seconds — so a stranger failing from elsewhere cannot keep the owner out.
 */

const PAIR = RATE_LIMITS.signInFailuresPerAddress;
const ACCOUNT = RATE_LIMITS.signInFailuresPerAccount;

const keys = (email: string, ip: string | null) => {
  const account = accountKey(email);
  const pair = `${account}|${ip ?? 'system'}`;
  return {
    pairFailures: `login:fail:pair:${pair}`,
    pairWait: `login:wait:pair:${pair}`,
    accountFailures: `login:fail:acct:${account}`,
    accountWait: `login:wait:acct:${account}`,
  };
};

/** Seconds left of a wait started with `startWait`; 0 when there is none. */
async function waitLeft(ctx: Context, key: string): Promise<number> {
  const state = await ctx.deps.rateLimiter.peek(key, 1, 1);
  return state.allowed ? 0 : state.retryAfterSeconds;
}
const startWait = (ctx: Context, key: string, seconds: number) => ctx.deps.rateLimiter.hit(key, 1, seconds);

/** Refuses the attempt with 429 and Retry-After while a wait earned by earlier failures is running. */
export async function enforceSignInWait(ctx: Context, email: string): Promise<void> {
  const k = keys(email, ctx.ip);
  const left = Math.max(await waitLeft(ctx, k.pairWait), await waitLeft(ctx, k.accountWait));
  if (left > 0) throw new DomainError('rateLimited', MESSAGES.accountLocked, left);
}

/** The wait after the `failures`-th failure, when `free` are allowed before waits start. */
export const signInWaitSeconds = (failures: number, free: number, maxDelaySeconds: number): number =>
  failures < free ? 0 : Math.min(maxDelaySeconds, 2 ** (failures - free));

/** Counts a failed attempt and starts the waits it has earned. */
export async function recordSignInFailure(ctx: Context, email: string): Promise<void> {
  const k = keys(email, ctx.ip);
  const { rateLimiter } = ctx.deps;
  // Counters only: `max` is irrelevant, the waits below are what slows the caller down.
  const pair = await rateLimiter.hit(k.pairFailures, PAIR.free, PAIR.windowSeconds);
  const account = await rateLimiter.hit(k.accountFailures, ACCOUNT.free, ACCOUNT.windowSeconds);
  const pairWait = signInWaitSeconds(pair.count, PAIR.free, PAIR.maxDelaySeconds);
  const accountWait = signInWaitSeconds(account.count, ACCOUNT.free, ACCOUNT.maxDelaySeconds);
  if (pairWait > 0) await startWait(ctx, k.pairWait, pairWait);
  if (accountWait > 0) await startWait(ctx, k.accountWait, accountWait);
}

/**
 * After a successful sign-in, or a password reset: the account's counters and this address's start again.
 * Other addresses keep theirs, so a stranger's waits are not lifted by the owner signing in.
 */
export async function clearSignInFailures(ctx: Context, email: string): Promise<void> {
  const k = keys(email, ctx.ip);
  for (const key of [k.pairFailures, k.pairWait, k.accountFailures, k.accountWait])
    await ctx.deps.rateLimiter.reset(key);
}
