import type { FastifyInstance } from 'fastify';
import { systemContext, type Context } from '../http/context';

/** A service context for tests that call a service directly; override the caller, address or database. */
export const testContext = (app: FastifyInstance, overrides: Partial<Context> = {}): Context => ({
  ...systemContext(app, 'test'),
  ...overrides,
});
