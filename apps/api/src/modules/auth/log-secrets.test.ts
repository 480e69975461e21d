import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { linkIn, startTestSmtp, type TestSmtp } from '../../test/smtp';
import {
  OTHER_PASSWORD,
  PASSWORD,
  bearer,
  call,
  login,
  refresh,
  registerUser,
  tokenOf,
} from './test-helpers';

const THIRD_PASSWORD = 'Velvet-Canyon-Meadow-93';

describe('logs never hold a password or token', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({ logStream, smtp, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => app.close());

  it('runs the register, confirm, login, refresh, change-password and reset flows with info logging', async () => {
    const secrets: string[] = [PASSWORD, OTHER_PASSWORD, THIRD_PASSWORD];
    const user = await registerUser(app);
    secrets.push(user.access, user.refresh);

    const confirmLink = linkIn(await smtp.waitForMail(user.email, /confirm/i), '/confirm-email');
    secrets.push(tokenOf(confirmLink));
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/auth/confirm-email',
          payload: { token: tokenOf(confirmLink) },
        })
      ).statusCode,
    ).toBe(200);
    // A token in a query string or page path is redacted from the logged URL too.
    await call(app, { method: 'GET', url: `/confirm-email?token=${tokenOf(confirmLink)}` });

    expect((await login(app, user.email, 'Wrong-Password-11')).statusCode).toBe(401);
    const signedIn = (await login(app, user.email, PASSWORD)).json();
    secrets.push(signedIn.access_token, signedIn.refresh_token);

    const renewed = (await refresh(app, signedIn.refresh_token)).json();
    secrets.push(renewed.access_token, renewed.refresh_token);
    expect((await refresh(app, signedIn.refresh_token)).statusCode).toBe(401);

    const changed = await call(app, {
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(renewed.access_token),
      payload: { old_password: PASSWORD, new_password: OTHER_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    secrets.push(changed.json().access_token, changed.json().refresh_token);

    await call(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const resetLink = linkIn(await smtp.waitForMail(user.email, /reset/i), '/reset-password/');
    const resetToken = tokenOf(resetLink);
    secrets.push(resetToken);
    await call(app, { method: 'GET', url: `/reset-password/${resetToken}` });
    const reset = await call(app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, new_password: THIRD_PASSWORD, email: user.email },
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/auth/reset-password');
    for (const secret of secrets)
      expect(log.includes(secret), `secret found in log: ${secret.slice(0, 8)}…`).toBe(false);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT of any kind
    expect(log).not.toMatch(/\$argon2id\$/);
  });
});
