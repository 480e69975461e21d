import type { AppDeps } from '../../deps';
import { tooManyRequests } from '../../lib/http-error';

type Limit = { readonly max: number; readonly windowSeconds: number };

/** Counts one blog action against `key` ('blog-…' prefixed); over the limit it answers 429 with Retry-After. */
export async function enforceBlogLimit(deps: AppDeps, key: string, limit: Limit): Promise<void> {
  const result = await deps.rateLimiter.hit(`blog-${key}`, limit.max, limit.windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
