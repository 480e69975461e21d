import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/http-error';

type Limit = { readonly max: number; readonly windowSeconds: number };

/**
 * A per-client-address budget for a public form, counted before validation so that malformed submissions
 * use it up too (a script probing the form gets no free attempts). Over the limit: 429 with Retry-After.
 */
export const limitPerClient = (name: string, limit: Limit): preValidationAsyncHookHandler =>
  async function (request: FastifyRequest) {
    const { rateLimiter } = request.server.deps;
    const result = await rateLimiter.hit(`${name}:ip:${request.ip}`, limit.max, limit.windowSeconds);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  };
