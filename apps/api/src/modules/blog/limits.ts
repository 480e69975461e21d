import { tooManyRequests } from '@fertilia/contracts';
import type { Context } from '../../http/context';

type Limit = { readonly max: number; readonly windowSeconds: number };

/** Counts one blog action against `key` ('blog-…' prefixed); over the limit it answers 429 with Retry-After. */
export async function enforceBlogLimit(
  ctx: Context,
  { key, limit }: { key: string; limit: Limit },
): Promise<void> {
  const result = await ctx.deps.rateLimiter.hit(`blog-${key}`, limit.max, limit.windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
