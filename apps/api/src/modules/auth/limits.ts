import { tooManyRequests } from '@fertilia/contracts';
import type { Context } from '../../http/context';

type Limit = { readonly max: number; readonly windowSeconds: number };

/** Counts one attempt against `key`; over the limit it answers 429 with Retry-After. */
export async function enforceLimit(ctx: Context, key: string, limit: Limit): Promise<void> {
  const result = await ctx.deps.rateLimiter.hit(key, limit.max, limit.windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** Rate-limit keys carry the address in lower case, so "Ana@x.org" and "ana@x.org" share a budget. */
export const accountKey = (email: string) => email.trim().toLowerCase();
