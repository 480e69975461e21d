import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMAIL_CONFIRM_TTL_SECONDS, MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import { createTestAppWithSmtp, linkIn, type TestSmtp } from '../../test/smtp';
import {
  PASSWORD,
  bearer,
  call,
  issues,
  nextIp,
  profile,
  registerUser,
  testClock,
  tokenOf,
} from './test-helpers';

const base = () => {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    email: `reg${n}@example.org`,
    username: `reg_${n}`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    role: 'patient',
  };
};
const register = (app: FastifyInstance, payload: Record<string, unknown>, ip?: string) =>
  call(app, { method: 'POST', url: '/api/auth/', payload, ip });

describe('POST /api/auth/ (register) and e-mail confirmation', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  const clock = testClock();
  beforeAll(async () => {
    ({ app, smtp } = await createTestAppWithSmtp({ clock, env: { PUBLIC_URL: 'https://care.example' } }));
  });
  afterAll(() => app.close());

  it('creates an unconfirmed account, signs it in at once and mails a confirmation link', async () => {
    const body = {
      ...base(),
      role: 'doctor',
      first_name: 'Ada',
      country: 'Portugal',
      phone: '+351-912345678',
    };
    const res = await register(app, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(json.access_token).toEqual(expect.any(String));
    expect(json.refresh_token).toEqual(expect.any(String));
    expect(json.user).toMatchObject({
      email: body.email,
      username: body.username,
      role: 'doctor',
      confirmed: false,
      first_name: 'Ada',
      country: 'Portugal',
      phone: '+351-912345678',
    });
    expect(json.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(json)).not.toContain(PASSWORD);

    const me = await profile(app, json.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().confirmed).toBe(false);

    const mail = await smtp.waitForMail(body.email, /confirm/i);
    const link = linkIn(mail, '/confirm-email');
    expect(link.startsWith('https://care.example/confirm-email?token=')).toBe(true);
    expect(mail.text).toContain(`\n${link}\n`);

    const confirmed = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: tokenOf(link) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: MESSAGES.emailConfirmed, user: { confirmed: true } });
    expect((await profile(app, json.access_token)).json().confirmed).toBe(true);

    // Single use.
    const again = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: tokenOf(link) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MESSAGES.confirmTokenInvalid });
  });

  it('refuses a confirmation link once it has expired', async () => {
    const user = await registerUser(app);
    const first = tokenOf(linkIn(await smtp.waitForMail(user.email, /confirm/i), '/confirm-email'));
    clock.advance(EMAIL_CONFIRM_TTL_SECONDS + 60);
    const expired = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: first },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: MESSAGES.confirmTokenInvalid });
  });

  it('answers 400 for an unknown confirmation token and 422 for a malformed one', async () => {
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    const short = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: 'abc' },
    });
    expect(short.statusCode).toBe(422);
    expect(issues(short.json())).toEqual([{ loc: ['body', 'token'], msg: MESSAGES.confirmTokenInvalid }]);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, ['body', 'email'], MESSAGES.invalidEmail],
    [
      'a short password',
      { password: 'short', confirm_password: 'short' },
      ['body', 'password'],
      MESSAGES.passwordTooShort,
    ],
    [
      'a too long password',
      { password: 'a'.repeat(101), confirm_password: 'a'.repeat(101) },
      ['body', 'password'],
      MESSAGES.passwordTooLong,
    ],
    [
      'mismatched passwords',
      { confirm_password: 'Something-Else-99' },
      ['body', 'confirm_password'],
      MESSAGES.passwordsDoNotMatch,
    ],
    ['a short username', { username: 'ab' }, ['body', 'username'], MESSAGES.usernameLength],
    ['a username with symbols', { username: 'ana-maria' }, ['body', 'username'], MESSAGES.usernameChars],
    ['a bad phone', { phone: '12345' }, ['body', 'phone'], MESSAGES.phoneFormat],
    ['a bad birth date', { date_of_birth: '12/01/1990' }, ['body', 'date_of_birth'], MESSAGES.dateFormat],
    ['a one-letter country', { country: 'P' }, ['body', 'country'], MESSAGES.countryMin],
  ])('answers 422 for %s', async (_label, change, loc, msg) => {
    const res = await register(app, { ...base(), ...change });
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toContainEqual({ loc, msg });
  });

  it('answers 422 on role for a staff role and for a missing one', async () => {
    for (const role of ['admin', 'super_admin', undefined]) {
      const res = await register(app, { ...base(), role });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail.map((d: { loc: string[] }) => d.loc)).toContainEqual(['body', 'role']);
    }
  });

  it('refuses a common password with 422 on password', async () => {
    const res = await register(app, { ...base(), password: 'password123', confirm_password: 'password123' });
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toEqual([{ loc: ['body', 'password'], msg: MESSAGES.passwordTooCommon }]);
  });

  it('answers 409 naming the e-mail for a taken address, in any letter case', async () => {
    const user = await registerUser(app);
    const res = await register(app, { ...base(), email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.emailTaken });
  });

  it('answers 409 for a taken username without mentioning e-mail', async () => {
    const user = await registerUser(app);
    const res = await register(app, { ...base(), username: user.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.usernameTaken });
    expect(res.json().detail).not.toMatch(/e-?mail/i);
  });

  it('lets one of two simultaneous registrations of the same address through', async () => {
    const body = base();
    const results = await Promise.all([
      register(app, body),
      register(app, { ...body, username: `${body.username}x` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('limits registrations per address of the caller', async () => {
    const ip = nextIp();
    const { max } = RATE_LIMITS.registerPerIp;
    for (let i = 0; i < max; i++) {
      // Common passwords pass the schema, so each attempt reaches the limiter and is then refused.
      const body = { ...base(), password: 'password123', confirm_password: 'password123' };
      expect((await register(app, body, ip)).statusCode).toBe(422);
    }
    const res = await register(app, base(), ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/^Rate limit exceeded\. Retry after \d+ seconds$/);
  });

  it('resends a confirmation link only to unconfirmed users, invalidating the earlier one', async () => {
    const user = await registerUser(app);
    const first = tokenOf(linkIn(await smtp.waitForMail(user.email, /confirm/i), '/confirm-email'));
    const before = smtp.inbox.length;
    const resend = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: { ...bearer(user.access), 'content-type': 'application/json' },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: MESSAGES.confirmationSent });
    await expect.poll(() => smtp.inbox.length).toBeGreaterThan(before);
    const second = tokenOf(
      linkIn(smtp.inbox.filter((m) => m.to.includes(user.email)).at(-1)!, '/confirm-email'),
    );
    expect(second).not.toBe(first);

    const old = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: first },
    });
    expect(old.statusCode).toBe(400);
    const ok = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: second },
    });
    expect(ok.statusCode).toBe(200);

    const already = await call(app, {
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: bearer(user.access),
    });
    expect(already.statusCode).toBe(400);
    expect(already.json()).toEqual({ detail: MESSAGES.emailAlreadyConfirmed });
  });

  it('limits confirmation resends per account and needs a token', async () => {
    const user = await registerUser(app);
    const resend = () =>
      call(app, { method: 'POST', url: '/api/auth/confirm-email/resend', headers: bearer(user.access) });
    for (let i = 0; i < RATE_LIMITS.confirmResendPerAccount.max; i++)
      expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    const anonymous = await call(app, { method: 'POST', url: '/api/auth/confirm-email/resend' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: MESSAGES.notAuthenticated });
  });

  it('lists the auth routes in the OpenAPI document with bearer security on guarded ones', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths).toHaveProperty('/api/auth/login');
    expect(doc.paths['/api/auth/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
  });
});
