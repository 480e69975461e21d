import { tooManyRequests } from '@fertilia/contracts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';

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

/**
 * The routes `declare` registers (with route()), in a scope of their own where every request first spends
 * one unit of the client's `name` budget (limitPerClient). The scope keeps the parent's prefix.
 * Usage: `await app.register(clientLimited('contact', limit, (scope) => route(scope, endpoint, handler)))`.
 */
export const clientLimited =
  (name: string, limit: Limit, declare: (scope: FastifyInstance) => void): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('preValidation', limitPerClient(name, limit));
    declare(scope);
  };
