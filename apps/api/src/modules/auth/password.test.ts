import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, PASSWORD_RESET_TTL_SECONDS, RATE_LIMITS } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { linkIn, startTestSmtp, type TestSmtp } from '../../test/smtp';
import { updateUser } from '../users/repo';
import {
  OTHER_PASSWORD,
  PASSWORD,
  bearer,
  call,
  issues,
  login,
  nextIp,
  profile,
  refresh,
  registerUser,
  testClock,
  tokenOf,
} from './test-helpers';

describe('password change, forgotten password and reset', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  const clock = testClock();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://care.example' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const changePassword = (token: string | null, payload: Record<string, unknown>) =>
    call(app, {
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: token ? bearer(token) : {},
      payload,
    });
  const forgot = (email: string, ip?: string) =>
    call(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email }, ip });
  const reset = (payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/api/auth/reset-password', payload });
  const validate = (token: string) =>
    call(app, { method: 'POST', url: '/api/auth/reset-password/validate', payload: { token } });
  const resetLinkFor = async (email: string) => {
    const mails = smtp.inbox.filter((m) => m.to.includes(email) && /reset/i.test(m.subject)).length;
    expect((await forgot(email)).statusCode).toBe(200);
    await expect
      .poll(() => smtp.inbox.filter((m) => m.to.includes(email) && /reset/i.test(m.subject)).length)
      .toBe(mails + 1);
    return linkIn(
      smtp.inbox.filter((m) => m.to.includes(email) && /reset/i.test(m.subject)).at(-1)!,
      '/reset-password/',
    );
  };

  it('changes the password, ends every session including this one and returns a fresh pair', async () => {
    const user = await registerUser(app);
    const other = (await login(app, user.email, PASSWORD)).json();
    const res = await changePassword(user.access, { old_password: PASSWORD, new_password: OTHER_PASSWORD });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      message: MESSAGES.passwordChanged,
      token_type: 'bearer',
      user: { id: user.id },
    });

    for (const token of [user.access, other.access_token])
      expect((await profile(app, token)).statusCode).toBe(401);
    for (const token of [user.refresh, other.refresh_token])
      expect((await refresh(app, token)).statusCode).toBe(401);
    expect((await profile(app, json.access_token)).statusCode).toBe(200);
    expect((await refresh(app, json.refresh_token)).statusCode).toBe(200);

    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(app, user.email, OTHER_PASSWORD)).statusCode).toBe(200);
    const notice = await smtp.waitForMail(user.email, /password was changed/i);
    expect(notice.text).not.toContain(OTHER_PASSWORD);
  });

  it('refuses a wrong current password, an unchanged one, a common one, a short one and no token', async () => {
    const user = await registerUser(app);
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [
        { old_password: OTHER_PASSWORD, new_password: 'Brand-New-Secret-7' },
        ['body', 'old_password'],
        MESSAGES.wrongPassword,
      ],
      [{ old_password: PASSWORD, new_password: PASSWORD }, ['body', 'new_password'], MESSAGES.samePassword],
      [
        { old_password: PASSWORD, new_password: 'starwars' },
        ['body', 'new_password'],
        MESSAGES.passwordTooCommon,
      ],
      [
        { old_password: PASSWORD, new_password: 'short' },
        ['body', 'new_password'],
        MESSAGES.passwordTooShort,
      ],
      [{ new_password: 'Brand-New-Secret-7' }, ['body', 'old_password'], MESSAGES.required],
    ];
    for (const [payload, loc, msg] of cases) {
      const res = await changePassword(user.access, payload);
      expect(res.statusCode).toBe(422);
      expect(issues(res.json())).toEqual([{ loc, msg }]);
    }
    expect(
      (await changePassword(null, { old_password: PASSWORD, new_password: 'Brand-New-Secret-7' })).statusCode,
    ).toBe(401);
    expect((await profile(app, user.access)).statusCode).toBe(200);
  });

  it('resets a forgotten password from the mailed link: single use, sessions ended, address confirmed, lock lifted', async () => {
    const user = await registerUser(app);
    // Enough failures from other addresses that the account's own short wait is running.
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.free + 2; i++)
      await login(app, user.email, `Wrong-${i}-password`);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(429);

    const link = await resetLinkFor(user.email);
    expect(link).toMatch(/^https:\/\/care\.example\/reset-password\/[\w-]{43}$/);
    const token = tokenOf(link);
    const check = await validate(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: user.email });

    const common = await reset({ token, new_password: 'password123' });
    expect(common.statusCode).toBe(422);
    expect(issues(common.json())).toEqual([
      { loc: ['body', 'new_password'], msg: MESSAGES.passwordTooCommon },
    ]);

    const mismatch = await reset({ token, new_password: OTHER_PASSWORD, email: 'someone-else@example.org' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ detail: MESSAGES.resetTokenInvalid });

    const done = await reset({ token, new_password: OTHER_PASSWORD, email: user.email.toUpperCase() });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordReset });

    expect((await profile(app, user.access)).statusCode).toBe(401);
    expect((await refresh(app, user.refresh)).statusCode).toBe(401);
    const signedIn = await login(app, user.email, OTHER_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.confirmed).toBe(true);

    expect((await reset({ token, new_password: 'Yet-Another-Secret-3' })).statusCode).toBe(400);
    expect((await validate(token)).statusCode).toBe(400);
  });

  it('refuses an expired reset link and an older link once a newer one was sent', async () => {
    const user = await registerUser(app);
    const older = tokenOf(await resetLinkFor(user.email));
    const newer = tokenOf(await resetLinkFor(user.email));
    expect((await validate(older)).statusCode).toBe(400);
    expect((await validate(newer)).statusCode).toBe(200);
    clock.advance(PASSWORD_RESET_TTL_SECONDS + 1);
    const expired = await reset({ token: newer, new_password: OTHER_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: MESSAGES.resetTokenInvalid });
  });

  it('answers an unknown address exactly like a known one, with a note that no account uses it', async () => {
    const user = await registerUser(app);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
    linkIn(await smtp.waitForMail(user.email, /reset/i), '/reset-password/');
    const note = await smtp.waitForMail('nobody-at-all@example.org', /reset/i);
    expect(note.text).toMatch(/no account uses it/);
    expect(note.text).not.toMatch(/https?:\/\//);
  });

  it('stops sending silently past the per-account limit and answers 429 past the per-address limit', async () => {
    const user = await registerUser(app);
    const { max } = RATE_LIMITS.forgotPasswordPerAccount;
    for (let i = 0; i < max + 1; i++) {
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordSent });
    }
    await expect
      .poll(() => smtp.inbox.filter((m) => m.to.includes(user.email) && /reset/i.test(m.subject)).length)
      .toBe(max);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.inbox.filter((m) => m.to.includes(user.email) && /reset/i.test(m.subject)).length).toBe(max);

    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.max; i++) {
      expect((await forgot(`probe${i}@example.org`, ip)).statusCode).toBe(200);
    }
    const limited = await forgot('probe@example.org', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses reset links of a suspended account and malformed tokens', async () => {
    const user = await registerUser(app);
    const token = tokenOf(await resetLinkFor(user.email));
    await updateUser(app.deps.db.db, user.id, { status: 'suspended' });
    expect((await validate(token)).statusCode).toBe(400);
    expect((await reset({ token, new_password: OTHER_PASSWORD })).statusCode).toBe(400);

    const malformed = await validate('short');
    expect(malformed.statusCode).toBe(422);
    expect(issues(malformed.json())).toEqual([{ loc: ['body', 'token'], msg: MESSAGES.resetTokenInvalid }]);
    const badEmail = await forgot('not-an-address');
    expect(issues(badEmail.json())).toEqual([{ loc: ['body', 'email'], msg: MESSAGES.invalidEmail }]);
  });
});
