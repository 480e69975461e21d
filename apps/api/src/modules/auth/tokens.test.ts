import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  MESSAGES,
  RATE_LIMITS,
  REFRESH_REUSE_GRACE_SECONDS,
  access,
  endpoint,
} from '@fertilia/contracts';
import { auditEvents, authSessions } from '../../db/schema';
import { route } from '../../http/route';
import { authPlugin } from '../../plugins/auth';
import { errorsPlugin } from '../../plugins/errors';
import { createTestApp } from '../../test/app';
import { updateUser } from '../users/repo';
import { PASSWORD, login, nextIp, profile, refresh, registerUser, testClock } from './test-helpers';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens: refresh rotation, reuse detection and forged tokens', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await createTestApp({ clock });
  });
  afterAll(() => app.close());

  it('rotates the refresh token on every use and keeps the session', async () => {
    const user = await registerUser(app);
    const first = await refresh(app, user.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair).toMatchObject({
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user: { id: user.id },
    });
    expect(pair.refresh_token).not.toBe(user.refresh);
    expect((await profile(app, pair.access_token)).statusCode).toBe(200);
    const second = await refresh(app, pair.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(pair.refresh_token);
  });

  it('refuses a token reused within the grace window without revoking the session', async () => {
    const user = await registerUser(app);
    const next = (await refresh(app, user.refresh)).json();
    const again = await refresh(app, user.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: MESSAGES.refreshInvalid });
    expect((await refresh(app, next.refresh_token)).statusCode).toBe(200);
  });

  it('treats a reuse after the grace window as theft: the whole family is revoked and audited', async () => {
    const user = await registerUser(app);
    const next = (await refresh(app, user.refresh)).json();
    clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    const replay = await refresh(app, user.refresh);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(app, next.refresh_token)).statusCode).toBe(401);
    expect((await profile(app, next.access_token)).statusCode).toBe(401);
    const [session] = await app.deps.db.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(session).toMatchObject({ revokedReason: 'reuse' });
    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, user.id));
    expect(audit.map((a) => a.action)).toContain('auth.refresh_reuse_detected');
    // Signing in again works.
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([2, 5])('lets exactly one of %i simultaneous refreshes with one token through', async (n) => {
    const user = await registerUser(app);
    const results = await Promise.all(Array.from({ length: n }, () => refresh(app, user.refresh)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(n - 1).fill(401)]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    // A race is not theft: the winner's session lives on.
    expect((await refresh(app, winner.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an access token expired by the clock, then refreshes fine', async () => {
    const user = await registerUser(app);
    clock.advance(16 * 60);
    const res = await profile(app, user.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MESSAGES.tokenExpired });
    const renewed = await refresh(app, user.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(app, renewed.json().access_token)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed Authorization header with 401', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const basic = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses forged, tampered and unsigned access tokens', async () => {
    const user = await registerUser(app);
    const [header, payload, signature] = user.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());

    const forged = await new SignJWT({ sid: claims.sid, role: 'super_admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    const tampered = `${header}.${b64({ ...claims, role: 'super_admin' })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;

    for (const token of [forged, tampered, unsigned, `${user.access}x`, 'not-a-jwt']) {
      const res = await profile(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.tokenInvalid });
    }
    expect((await profile(app, user.access)).statusCode).toBe(200);
  });

  it('refuses a refresh token used as a bearer and an access token used as a refresh token', async () => {
    const user = await registerUser(app);
    expect((await profile(app, user.refresh)).statusCode).toBe(401);
    const res = await refresh(app, user.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MESSAGES.refreshInvalid });
    const missing = await refresh(app, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({
      loc: ['body', 'refresh'],
      msg: MESSAGES.noRefreshToken,
    });
  });

  it('refuses refreshes for an expired session', async () => {
    const user = await registerUser(app);
    await app.deps.db.db
      .update(authSessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await refresh(app, user.refresh)).statusCode).toBe(401);
  });

  it('limits refreshes per address of the caller', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.refreshPerIp.max; i++) {
      expect((await refresh(app, `unknown-token-${i}`, ip)).statusCode).toBe(401);
    }
    const res = await refresh(app, 'unknown-token', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

/** A member-only endpoint of the test's own, so the guard is tried without any module's routes. */
const confirmedOnly = endpoint({
  method: 'GET',
  path: '/api/confirmed-only',
  access: access.member,
  tags: ['test'],
  summary: 'Answers only a confirmed member',
  responses: { 200: z.object({ ok: z.boolean() }) },
});

describe('the member access rule on an unconfirmed account', () => {
  let app: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    // A bare app with the real guard and the same deps: other modules' routes are not needed for this.
    bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.decorate('deps', app.deps);
    await bare.register(errorsPlugin);
    await bare.register(authPlugin);
    route(bare, confirmedOnly, async () => ({ ok: true }));
    await bare.ready();
  });
  afterAll(async () => {
    await bare.close();
    await app.close();
  });

  it("answers 403 'Account Not Confirmed' until the address is confirmed, then lets the user in", async () => {
    const user = await registerUser(app);
    const headers = { authorization: `Bearer ${user.access}` };
    const refused = await bare.inject({ method: 'GET', url: '/api/confirmed-only', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Account Not Confirmed' });
    await updateUser(app.deps.db.db, user.id, { confirmed: true });
    expect((await bare.inject({ method: 'GET', url: '/api/confirmed-only', headers })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/api/confirmed-only' })).statusCode).toBe(401);
  });
});
