import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MARKETING_MESSAGES, MARKETING_RATE_LIMITS, MESSAGES } from '@fertilia/contracts';
import { createTestAppWithSmtp, linkIn, type TestSmtp } from '../../test/smtp';
import { createUserWithToken } from '../../test/users';
import { listContactMessages } from './repo';

let ipCounter = 0;
const nextIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;
const CONTACT = '/api/contact/';
const good = () => ({
  name: 'Lena Ortiz',
  email: `lena.${Math.random().toString(36).slice(2, 8)}@example.org`,
  message: 'I would like to know whether a clinic near Lisbon is on Fertilia.',
});

describe('POST /api/contact/', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ app, smtp } = await createTestAppWithSmtp({ env: { PUBLIC_URL: 'https://care.example' } }));
  });
  afterAll(() => app.close());

  const post = (payload: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url: CONTACT, payload: payload as object, remoteAddress: ip });
  const stored = async () => (await listContactMessages(app.deps.db.db, { skip: 0, limit: 100 })).rows;

  it('stores the message and notifies inbox staff by mail, without the message body', async () => {
    const support = await createUserWithToken(app, { role: 'support', values: { firstName: 'Sam' } });
    const admin = await createUserWithToken(app, { role: 'admin' });
    const moderator = await createUserWithToken(app, { role: 'content_moderator' });
    const suspended = await createUserWithToken(app, { role: 'support', status: 'suspended' });

    const body = good();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.contactReceived });
    const row = (await stored()).find((m) => m.email === body.email);
    expect(row).toMatchObject({ name: body.name, message: body.message, status: 'open' });

    const notice = await smtp.waitForMail(support.user.email, /support inbox/i);
    expect(notice.text).toContain('Hello Sam,');
    expect(notice.text).toContain(body.name);
    expect(notice.text).not.toContain(body.message);
    expect(notice.text).not.toContain(body.email);
    expect(linkIn(notice, '/admin/support')).toBe(`https://care.example/admin/support/${row!.id}`);
    await smtp.waitForMail(admin.user.email, /support inbox/i);
    expect(smtp.inbox.some((m) => m.to.includes(moderator.user.email))).toBe(false);
    expect(smtp.inbox.some((m) => m.to.includes(suspended.user.email))).toBe(false);
  });

  it('trims the fields and lower-cases the address', async () => {
    const body = good();
    const res = await post({
      name: `  ${body.name} `,
      email: ` ${body.email.toUpperCase()}`,
      message: ` ${body.message}  `,
    });
    expect(res.statusCode).toBe(201);
    expect((await stored()).find((m) => m.email === body.email)).toMatchObject({
      name: body.name,
      message: body.message,
    });
  });

  it('reports every failing field with its own message', async () => {
    const res = await post({ name: 'L', email: 'lena-at-example', message: 'Too short' });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.map((d) => [d.loc.join('.'), d.msg])).toEqual([
      ['body.name', MESSAGES.contactNameMin],
      ['body.email', MESSAGES.validEmailRequired],
      ['body.message', MESSAGES.contactMessageMin],
    ]);
  });

  it('counts length after trimming and refuses missing fields', async () => {
    const blank = await post({ name: '   x  ', email: good().email, message: '   short   ' });
    expect(blank.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      MESSAGES.contactNameMin,
      MESSAGES.contactMessageMin,
    ]);
    const missing = await post({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('refuses a message over 5000 characters and a name over 100', async () => {
    const res = await post({ ...good(), name: 'n'.repeat(101), message: 'm'.repeat(5001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      MARKETING_MESSAGES.contactNameMax,
      MARKETING_MESSAGES.contactMessageMax,
    ]);
    expect((await post({ ...good(), message: 'm'.repeat(5000) })).statusCode).toBe(201);
  });

  it('limits the form per client address with 429 and Retry-After, counting refused attempts too', async () => {
    const ip = nextIp();
    const { max } = MARKETING_RATE_LIMITS.contactPerIp;
    for (let i = 0; i < max - 1; i++) expect((await post(good(), ip)).statusCode).toBe(201);
    expect((await post({ ...good(), name: 'x' }, ip)).statusCode).toBe(422);
    const limited = await post(good(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(good())).statusCode).toBe(201);
  });
});
