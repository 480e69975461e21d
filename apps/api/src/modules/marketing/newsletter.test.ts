import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MARKETING_MESSAGES, MARKETING_RATE_LIMITS, MESSAGES } from '@fertilia/contracts';
import { createTestAppWithSmtp, linkIn, type TestSmtp } from '../../test/smtp';
import { findSubscriptionByEmail } from './repo';

let ipCounter = 0;
/** Each call from its own address unless a test means to exhaust one (TEST-NET-3 addresses). */
const nextIp = () => `203.0.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
let mailCounter = 0;
const newAddress = () => `reader${++mailCounter}.${Math.random().toString(36).slice(2, 7)}@example.org`;

const SUBSCRIBE = '/api/marketing/newsletter/subscribe/';
const CONFIRM = '/api/marketing/newsletter/confirm';
const UNSUBSCRIBE = '/api/marketing/newsletter/unsubscribe';

describe('newsletter: subscribe, confirm, unsubscribe', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ app, smtp } = await createTestAppWithSmtp({ env: { PUBLIC_URL: 'https://care.example' } }));
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const rows = (email: string) => findSubscriptionByEmail(app.deps.db.db, email.toLowerCase());
  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email.toLowerCase()));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('stores a pending subscription and mails a confirmation link with an unsubscribe link', async () => {
    const email = newAddress();
    const res = await post(SUBSCRIBE, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletterCheckInbox });

    const mail = await smtp.waitForMail(email, /confirm your Fertilia newsletter/i);
    const confirm = linkIn(mail, '/newsletter/confirm');
    const unsubscribe = linkIn(mail, '/newsletter/unsubscribe');
    expect(confirm).toMatch(/^https:\/\/care\.example\/newsletter\/confirm\?token=[\w-]{40,}$/);
    expect(unsubscribe).toMatch(/^https:\/\/care\.example\/newsletter\/unsubscribe\?token=[\w-]{40,}$/);

    const [row] = await rows(email);
    expect(row).toMatchObject({ status: 'pending', consentMarketing: true, confirmedAt: null });
    // Only digests are kept: the raw tokens of the mail appear nowhere in the row.
    expect(JSON.stringify(row)).not.toContain(tokenOf(confirm));
    expect(JSON.stringify(row)).not.toContain(tokenOf(unsubscribe));
  });

  it('confirms through the mailed link, and a second click still says confirmed', async () => {
    const email = newAddress();
    await post(SUBSCRIBE, { email, consent_marketing: true });
    const mail = await smtp.waitForMail(email, /confirm/i);
    const token = tokenOf(linkIn(mail, '/newsletter/confirm'));

    const res = await post(CONFIRM, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletterConfirmed });
    const [row] = await rows(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const again = await post(CONFIRM, { token });
    expect(again.statusCode).toBe(200);
    expect((await rows(email))[0]?.confirmedAt?.getTime()).toBe(row?.confirmedAt?.getTime());
  });

  it('unsubscribes through the link of the mail; the old confirmation link then stops working', async () => {
    const email = newAddress();
    await post(SUBSCRIBE, { email });
    const mail = await smtp.waitForMail(email, /confirm/i);
    await post(CONFIRM, { token: tokenOf(linkIn(mail, '/newsletter/confirm')) });

    const res = await post(UNSUBSCRIBE, { token: tokenOf(linkIn(mail, '/newsletter/unsubscribe')) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletterUnsubscribed });
    const [row] = await rows(email);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    const reconfirm = await post(CONFIRM, { token: tokenOf(linkIn(mail, '/newsletter/confirm')) });
    expect(reconfirm.statusCode).toBe(400);
    expect(reconfirm.json()).toEqual({ detail: MESSAGES.newsletterLinkInvalid });
  });

  it('answers 400 for an unknown token and 422 for a missing one', async () => {
    for (const url of [CONFIRM, UNSUBSCRIBE]) {
      const unknown = await post(url, { token: 'not-a-real-token-at-all' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ detail: MESSAGES.newsletterLinkInvalid });
      const missing = await post(url, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail[0]).toMatchObject({
        loc: ['body', 'token'],
        msg: MARKETING_MESSAGES.newsletterTokenRequired,
      });
    }
  });

  it.each([['not-an-email'], ['two words@example.org'], ['missing@tld'], [''], [42]])(
    'refuses the address %j with "Please enter a valid email"',
    async (email) => {
      const res = await post(SUBSCRIBE, { email });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'email'], msg: MESSAGES.validEmailRequired }),
      ]);
    },
  );

  it('refuses a subscription without marketing consent and stores nothing', async () => {
    const email = newAddress();
    const res = await post(SUBSCRIBE, { email, consent_marketing: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'consent_marketing'],
        msg: MARKETING_MESSAGES.consentRequired,
      }),
    ]);
    expect(await rows(email)).toHaveLength(0);
  });

  it('keeps one row per address whatever the case, and sends a fresh link to a pending address', async () => {
    const email = newAddress();
    await post(SUBSCRIBE, { email });
    const first = await smtp.waitForMail(email, /confirm/i);
    const res = await post(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
    expect(res.json()).toEqual({ message: MESSAGES.newsletterCheckInbox });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect(await rows(email)).toHaveLength(1);

    // Only the newest link works: the first one was replaced.
    const oldLink = await post(CONFIRM, { token: tokenOf(linkIn(first, '/newsletter/confirm')) });
    expect(oldLink.statusCode).toBe(400);
    const second = mailsTo(email)[1]!;
    expect((await post(CONFIRM, { token: tokenOf(linkIn(second, '/newsletter/confirm')) })).statusCode).toBe(
      200,
    );
  });

  it('answers a confirmed address the same way without mailing it again', async () => {
    const email = newAddress();
    await post(SUBSCRIBE, { email });
    const mail = await smtp.waitForMail(email, /confirm/i);
    await post(CONFIRM, { token: tokenOf(linkIn(mail, '/newsletter/confirm')) });

    const res = await post(SUBSCRIBE, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.newsletterCheckInbox });
    // A later subscription's mail proves the mailer has caught up before counting.
    const probe = newAddress();
    await post(SUBSCRIBE, { email: probe });
    await smtp.waitForMail(probe, /confirm/i);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await rows(email))[0]?.status).toBe('confirmed');
  });

  it('lets an unsubscribed address subscribe again with a new confirmation', async () => {
    const email = newAddress();
    await post(SUBSCRIBE, { email });
    const mail = await smtp.waitForMail(email, /confirm/i);
    await post(UNSUBSCRIBE, { token: tokenOf(linkIn(mail, '/newsletter/unsubscribe')) });

    await post(SUBSCRIBE, { email });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect((await rows(email))[0]?.status).toBe('pending');
    const fresh = mailsTo(email)[1]!;
    expect((await post(CONFIRM, { token: tokenOf(linkIn(fresh, '/newsletter/confirm')) })).statusCode).toBe(
      200,
    );
    expect((await rows(email))[0]?.status).toBe('confirmed');
  });

  it('creates no duplicate under five concurrent identical submissions', async () => {
    const email = newAddress();
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(SUBSCRIBE, { email })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows(email)).toHaveLength(1);
  });

  it('limits subscriptions per client address with 429 and Retry-After', async () => {
    const ip = nextIp();
    const { max } = MARKETING_RATE_LIMITS.newsletterPerIp;
    for (let i = 0; i < max; i++) expect((await post(SUBSCRIBE, { email: 'bad' }, ip)).statusCode).toBe(422);
    const limited = await post(SUBSCRIBE, { email: newAddress() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/Rate limit exceeded/);
    // Another address is not affected.
    expect((await post(SUBSCRIBE, { email: newAddress() })).statusCode).toBe(200);
  });

  it('limits link checks per client address too', async () => {
    const ip = nextIp();
    const { max } = MARKETING_RATE_LIMITS.newsletterLinkPerIp;
    for (let i = 0; i < max; i++) await post(CONFIRM, { token: `guess-${i}` }, ip);
    const limited = await post(UNSUBSCRIBE, { token: 'guess' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
