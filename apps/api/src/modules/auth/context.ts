import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { tooManyRequests } from '../../lib/http-error';
import type { Notifier } from '../notifications/notify';

/** What an auth service call needs to know about the request, without depending on HTTP. */
export type RequestContext = {
  deps: AppDeps;
  log: FastifyBaseLogger;
  ip: string;
  userAgent: string | null;
  notifications: Notifier;
};

const USER_AGENT_MAX = 400;

export const contextOf = (request: FastifyRequest): RequestContext => ({
  deps: request.server.deps,
  log: request.log,
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
  notifications: request.server.notifications,
});

type Limit = { readonly max: number; readonly windowSeconds: number };

/** Counts one attempt against `key`; over the limit it answers 429 with Retry-After. */
export async function enforceLimit(ctx: RequestContext, key: string, limit: Limit): Promise<void> {
  const result = await ctx.deps.rateLimiter.hit(key, limit.max, limit.windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** Rate-limit keys carry the address in lower case, so "Ana@x.org" and "ana@x.org" share a budget. */
export const accountKey = (email: string) => email.trim().toLowerCase();
