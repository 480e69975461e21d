import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS } from '@fertilia/contracts';
import { auditEvents } from './db/schema';
import { registerUser } from './modules/auth/test-helpers';
import { createTestApp } from './test/app';

/** The address an audit row recorded for the last failed sign-in of `userId`. */
async function lastFailureIp(app: FastifyInstance, userId: number) {
  const [row] = await app.deps.db.db
    .select({ ip: auditEvents.ip })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetUserId, userId), eq(auditEvents.action, 'auth.sign_in_failed')))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.ip;
}

const failedSignIn = (app: FastifyInstance, email: string, from: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'Not-The-Password-1' },
  });

describe('the client address behind one proxy (TRUST_PROXY=1)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.close());

  it('is the hop the proxy saw, never the left-most entry the client wrote', async () => {
    const user = await registerUser(app);
    await failedSignIn(app, user.email, '10.0.0.1', '203.0.113.66, 198.51.100.7');
    expect(await lastFailureIp(app, user.id)).toBe('198.51.100.7');
  });

  it('keeps the per-address sign-in limit when the client rotates what it writes in X-Forwarded-For', async () => {
    // A different address each time, so only the per-address limit can stop the attempts.
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.loginPerIp.max; i++)
      statuses.push(
        (await failedSignIn(app, `nobody${i}@example.org`, '10.0.0.1', `203.0.113.${i}, 198.51.100.8`))
          .statusCode,
      );
    expect(statuses.slice(0, RATE_LIMITS.loginPerIp.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the client address behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => app.close());

  it('is the first address, counted from the app, that is not one of our proxies', async () => {
    const user = await registerUser(app);
    await failedSignIn(app, user.email, '10.0.0.1', '203.0.113.66, 192.0.2.5, 10.0.0.2');
    expect(await lastFailureIp(app, user.id)).toBe('192.0.2.5');
  });
});

describe('the client address with no proxy configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is the connecting address; X-Forwarded-For is ignored', async () => {
    const user = await registerUser(app);
    await failedSignIn(app, user.email, '192.0.2.44', '203.0.113.66');
    expect(await lastFailureIp(app, user.id)).toBe('192.0.2.44');
  });
});
