import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RATE_LIMITS } from '@fertilia/contracts';
import { createTestApp } from '../../test/app';
import { linkIn, startTestSmtp, type TestSmtp } from '../../test/smtp';
import {
  OTHER_PASSWORD,
  PASSWORD,
  bearer,
  call,
  issues,
  login,
  profile,
  registerUser,
  tokenOf,
} from './test-helpers';

describe('POST /api/auth/email/ (change of address)', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const requestChange = (token: string | null, payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/api/auth/email/', headers: token ? bearer(token) : {}, payload });
  const confirm = (token: string) =>
    call(app, { method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

  it('mails a link to the new address and a notice to the old one; the change applies on confirmation', async () => {
    const user = await registerUser(app);
    const newEmail = `moved-${user.id}@example.net`;
    const res = await requestChange(user.access, { new_email: newEmail.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailChangeRequested });

    const pending = (await profile(app, user.access)).json();
    expect(pending).toMatchObject({ email: user.email, pending_email: newEmail });

    const toNew = await smtp.waitForMail(newEmail, /new .*email/i);
    const link = linkIn(toNew, '/confirm-email');
    const notice = await smtp.waitForMail(user.email, /change/i);
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.text).not.toContain(newEmail);

    const done = await confirm(tokenOf(link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: MESSAGES.emailConfirmed,
      user: { email: newEmail, pending_email: null, confirmed: true },
    });
    expect((await login(app, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await confirm(tokenOf(link))).statusCode).toBe(400);
  });

  it('refuses a wrong password and the same address', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const wrong = await requestChange(user.access, {
      new_email: 'fresh@example.org',
      password: OTHER_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(issues(wrong.json())).toEqual([{ loc: ['body', 'password'], msg: MESSAGES.wrongPassword }]);

    const same = await requestChange(user.access, {
      new_email: user.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(same.statusCode).toBe(422);
    expect(issues(same.json())).toEqual([{ loc: ['body', 'new_email'], msg: MESSAGES.sameEmail }]);

    // An address someone else holds gets the same answer as a free one (see below): never a 409.
    const taken = await requestChange(user.access, { new_email: other.email, password: PASSWORD });
    expect(taken.statusCode).toBe(200);

    const invalid = await requestChange(user.access, { new_email: 'nope', password: PASSWORD });
    expect(issues(invalid.json())).toEqual([{ loc: ['body', 'new_email'], msg: MESSAGES.invalidEmail }]);
    expect(
      (await requestChange(null, { new_email: 'fresh@example.org', password: PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('answers 409 at confirmation when the address was taken in the meantime', async () => {
    const user = await registerUser(app);
    const wanted = `contested-${user.id}@example.net`;
    await requestChange(user.access, { new_email: wanted, password: PASSWORD });
    const link = linkIn(await smtp.waitForMail(wanted, /new .*email/i), '/confirm-email');
    await registerUser(app, { email: wanted });
    const res = await confirm(tokenOf(link));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: MESSAGES.emailTaken });
    expect((await profile(app, user.access)).json().email).toBe(user.email);
  });

  it('honours only the newest change request', async () => {
    const user = await registerUser(app);
    const firstAddress = `first-${user.id}@example.net`;
    const secondAddress = `second-${user.id}@example.net`;
    await requestChange(user.access, { new_email: firstAddress, password: PASSWORD });
    const firstLink = linkIn(await smtp.waitForMail(firstAddress, /new .*email/i), '/confirm-email');
    await requestChange(user.access, { new_email: secondAddress, password: PASSWORD });
    const secondLink = linkIn(await smtp.waitForMail(secondAddress, /new .*email/i), '/confirm-email');
    expect((await confirm(tokenOf(firstLink))).statusCode).toBe(400);
    expect((await confirm(tokenOf(secondLink))).json().user.email).toBe(secondAddress);
  });

  it('answers the same whether the new address is free or taken, and mails the taken one nothing', async () => {
    const user = await registerUser(app);
    const holder = await registerUser(app);
    const free = `free-${user.id}@example.net`;
    const toTaken = await requestChange(user.access, { new_email: holder.email, password: PASSWORD });
    const toFree = await requestChange(user.access, { new_email: free, password: PASSWORD });
    expect([toTaken.statusCode, toTaken.json()]).toEqual([toFree.statusCode, toFree.json()]);
    await smtp.waitForMail(free, /new .*email/i);
    expect(smtp.inbox.some((m) => m.to.includes(holder.email) && /new .*email/i.test(m.subject))).toBe(false);
  });

  it('never carries text the requester wrote to an address nobody has confirmed', async () => {
    const user = await registerUser(app, { first_name: 'Zorblax' });
    const target = `victim-${user.id}@example.net`;
    await requestChange(user.access, { new_email: target, password: PASSWORD });
    const mail = await smtp.waitForMail(target, /new .*email/i);
    expect(mail.text).not.toContain('Zorblax');
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });

  it('limits change requests per account, so it cannot be used to mail anyone', async () => {
    const user = await registerUser(app);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.emailChangesPerAccount.max; i++)
      statuses.push(
        (
          await requestChange(user.access, {
            new_email: `spam-${user.id}-${i}@example.net`,
            password: PASSWORD,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(RATE_LIMITS.emailChangesPerAccount.max).fill(200), 429]);
  });
});
