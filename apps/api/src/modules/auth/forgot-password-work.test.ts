import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../../lib/mailer';
import { memoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { systemClock } from '../../lib/clock';
import { createTestApp } from '../../test/app';
import { call, registerUser } from './test-helpers';

/**
 * A reset request must not reveal whether an account exists, not even through how long it takes: both paths
 * do the same work. Shown through the services the app is given (mailer, rate limiter), never by timing.
 */
describe('forgot-password does the same work for known and unknown addresses', () => {
  let app: FastifyInstance;
  const mails: OutgoingMail[] = [];
  const limiterCalls: string[] = [];
  beforeAll(async () => {
    const inner = memoryRateLimiter(systemClock);
    const rateLimiter: RateLimiter = {
      hit: (key, max, window) => (limiterCalls.push(`hit ${key.split(':')[0]}`), inner.hit(key, max, window)),
      peek: (key, max, window) => (
        limiterCalls.push(`peek ${key.split(':')[0]}`),
        inner.peek(key, max, window)
      ),
      reset: (key) => (limiterCalls.push(`reset ${key.split(':')[0]}`), inner.reset(key)),
      close: () => inner.close(),
    };
    const mailer = {
      send: async (mail: OutgoingMail) => {
        mails.push(mail);
      },
      close: async () => undefined,
    };
    app = await createTestApp({ mailer, rateLimiter });
  });
  afterAll(() => app.close());

  /** What one request made the services do. */
  async function workOf(email: string) {
    mails.length = 0;
    limiterCalls.length = 0;
    const res = await call(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await expect.poll(() => mails.length).toBe(1);
    return { status: res.statusCode, body: res.json(), mails: mails.length, limiter: [...limiterCalls] };
  }

  it('counts the same limits and sends one mail either way', async () => {
    const user = await registerUser(app);
    const known = await workOf(user.email);
    const unknown = await workOf('no-such-person@example.org');
    expect(unknown).toEqual(known);
    expect(known.limiter).toEqual(['hit forgot', 'hit forgot']);
  });
});
