import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { updateUser } from '../users/repo';
import {
  PASSWORD,
  bearer,
  call,
  issues,
  login,
  nextIp,
  profile,
  refresh,
  registerUser,
} from './test-helpers';

describe('POST /api/auth/login/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const auditOf = (userId: number, action: string) =>
    app.deps.db.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUserId, userId), eq(auditEvents.action, action)));

  it('signs in an unconfirmed user, with the address in any letter case, and records it', async () => {
    const user = await registerUser(app);
    const res = await login(app, `  ${user.email.toUpperCase()} `, PASSWORD);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { id: user.id, confirmed: false },
    });
    expect(json.refresh_token).not.toBe(user.refresh);
    expect((await profile(app, json.access_token)).statusCode).toBe(200);
    const events = await auditOf(user.id, 'auth.sign_in');
    expect(events).toHaveLength(1);
    expect(events[0]!.ip).toMatch(/^198\.51\./);
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    const user = await registerUser(app);
    const wrong = await login(app, user.email, 'Not-The-Password-1');
    const unknown = await login(app, 'nobody-here@example.org', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.invalidCredentials });
    }
    expect(await auditOf(user.id, 'auth.sign_in_failed')).toHaveLength(1);
  });

  it('answers 422 for a malformed address and for a missing password', async () => {
    const res = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toEqual([
      { loc: ['body', 'email'], msg: MESSAGES.invalidEmail },
      { loc: ['body', 'password'], msg: MESSAGES.required },
    ]);
    const empty = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(422);
  });

  it('shuts a suspended user out at once: sign-in 403, access token 401, refresh 401', async () => {
    const user = await registerUser(app);
    await updateUser(app.deps.db.db, user.id, { status: 'suspended' });

    const res = await login(app, user.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.accountSuspended });
    // Without the password the answer stays the generic one.
    expect((await login(app, user.email, 'Not-The-Password-1')).statusCode).toBe(401);

    const me = await profile(app, user.access);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: MESSAGES.accountSuspended });
    const renewed = await refresh(app, user.refresh);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual({ detail: MESSAGES.refreshInvalid });

    await updateUser(app.deps.db.db, user.id, { status: 'active' });
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers the 11th attempt from one address within a minute with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i++) {
      expect((await login(app, `ghost${i}@example.org`, 'whatever-pass', ip)).statusCode).toBe(401);
    }
    const res = await login(app, 'ghost@example.org', 'whatever-pass', ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.json().detail).toBe(MESSAGES.rateLimited(Number(res.headers['retry-after'])));
    // Another address is not affected.
    expect((await login(app, 'ghost@example.org', 'whatever-pass')).statusCode).toBe(401);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 4; i++) await login(app, user.email, `Wrong-Password-${i}`);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(app, user.email, `Wrong-Again-${i}`)).statusCode).toBe(401);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('signs out: the session ends, its access and refresh tokens stop working, other sessions stay', async () => {
    const user = await registerUser(app);
    const second = (await login(app, user.email, PASSWORD)).json();
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { ...bearer(user.access), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.loggedOutDetail });
    const after = await profile(app, user.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.sessionRevoked });
    expect((await refresh(app, user.refresh)).statusCode).toBe(401);
    expect((await profile(app, second.access_token)).statusCode).toBe(200);
    expect(await auditOf(user.id, 'auth.sign_out')).toHaveLength(1);

    const anonymous = await call(app, { method: 'POST', url: '/api/auth/logout/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
  });
});
