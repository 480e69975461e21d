import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EMAIL_WINDOW_MINUTES, NOTIFICATION_MESSAGES } from '@fertilia/contracts';
import { auditEvents, users } from '../../db/schema';
import { testContext } from '../../test/context';
import { createTestAppWithSmtp, linkIn, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createUserWithToken, type TestUser } from '../../test/users';
import { testClock } from '../auth/test-helpers';
import { flushNotificationEmails } from './email-service';
import { listOf, notifyUser } from './test-helpers';

/*
 * E-mail delivery through a real SMTP server on loopback: batching per member and type and window,
 * preferences, and the one-click unsubscribe every mail carries. The flush is called by hand.
 */
describe('notification e-mails', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  const clock = testClock();
  beforeAll(async () => {
    ({ app, smtp } = await createTestAppWithSmtp({ clock, env: { PUBLIC_URL: 'https://care.example' } }));
  });
  afterAll(() => app.close());

  const flush = () => flushNotificationEmails(testContext(app));
  const mailsTo = (who: TestUser): ReceivedMail[] =>
    smtp.inbox.filter((m) => m.to.includes(who.user.email.toLowerCase()));
  const member = () => createUserWithToken(app, { role: 'patient' });
  /** What a mail program sends for RFC 8058 one-click unsubscribe. */
  const oneClick = (url: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const header = (mail: ReceivedMail, name: string) =>
    mail.headerLines
      .map((l) => l.replace(/\r?\n\s+/g, ' ')) // unfold long header lines
      .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));

  it('sends one summary per member and type per window, never one mail per event', async () => {
    const ana = await member();
    for (const title of ['First', 'Second', 'Third'])
      await notifyUser(app, ana, 'comment_on_post', {
        title,
        message: `${title} message`,
        link: '/community/posts/x',
      });
    await notifyUser(app, ana, 'new_follower', { title: 'Follower' });
    expect(await flush()).toBe(2);
    const mails = mailsTo(ana);
    expect(mails).toHaveLength(2);
    const summary = mails.find((m) => /3 new notifications/.test(m.subject))!;
    expect(summary.subject).toBe('Fertilia: 3 new notifications (Comments on my posts)');
    expect(summary.text).toContain('Third message');
    expect(summary.text.indexOf('Third')).toBeLessThan(summary.text.indexOf('First'));
    expect(summary.text).toContain('https://care.example/community/posts/x');
    expect(mails.find((m) => m.subject === 'Fertilia: Follower')).toBeDefined();

    // Within the window: queued, not sent.
    await notifyUser(app, ana, 'comment_on_post', { title: 'Fourth' });
    expect(await flush()).toBe(0);
    clock.advance(NOTIFICATION_EMAIL_WINDOW_MINUTES * 60 - 1);
    expect(await flush()).toBe(0);
    clock.advance(1);
    expect(await flush()).toBe(1);
    expect(mailsTo(ana).at(-1)!.subject).toBe('Fertilia: Fourth');
    expect(await flush()).toBe(0);
  });

  it('two flushes at once (two processes) send the items once', async () => {
    const ben = await member();
    await notifyUser(app, ben, 'comment_on_post');
    await notifyUser(app, ben, 'comment_on_post');
    const results = await Promise.all([flush(), flush(), flush()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(mailsTo(ben)).toHaveLength(1);
  });

  it('honours the e-mail switch (default off for reactions; off after queueing drops the items)', async () => {
    const cy = await member();
    await notifyUser(app, cy, 'post_reaction');
    await notifyUser(app, cy, 'comment_on_post');
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: cy.auth,
      payload: { preferences: [{ type: 'comment_on_post', email: false }] },
    });
    await notifyUser(app, cy, 'comment_on_post');
    await flush();
    expect(mailsTo(cy)).toEqual([]);
    // Still listed in the app.
    const list = (await app.inject({ method: 'GET', url: '/api/notifications/', headers: cy.auth })).json();
    expect(list.total).toBe(3);
  });

  it('never mails security notices (the account mail covers them), unconfirmed or suspended accounts', async () => {
    const dee = await member();
    await notifyUser(app, dee, 'security');
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    await notifyUser(app, unconfirmed, 'new_follower');
    const suspendedLater = await member();
    await notifyUser(app, suspendedLater, 'new_follower');
    await app.deps.db.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, suspendedLater.user.id));
    await flush();
    expect([...mailsTo(dee), ...mailsTo(unconfirmed), ...mailsTo(suspendedLater)]).toEqual([]);
  });

  it('leaves out of the summary a notice its module mails itself (mailedSeparately); the app still shows it', async () => {
    const eve = await member();
    await app.notifications.notify({
      userId: eve.user.id,
      type: 'appointment_update',
      title: 'Appointment confirmed',
      message: 'Its invitation is mailed by the calendar.',
      mailedSeparately: true,
    });
    await notifyUser(app, eve, 'appointment_update', { title: 'Appointment declined' });
    await flush();
    expect(mailsTo(eve).map((m) => m.subject)).toEqual(['Fertilia: Appointment declined']);
    expect((await listOf(app, eve)).items.map((n) => n.title)).toContain('Appointment confirmed');
  });

  it('every mail has a one-click unsubscribe for its type: GET shows, POST (RFC 8058) switches it off, audited', async () => {
    const eve = await member();
    await notifyUser(app, eve, 'new_follower', { title: 'Someone followed you' });
    await flush();
    const [mail] = mailsTo(eve);
    const link = linkIn(mail!, '/api/notifications/unsubscribe');
    expect(header(mail!, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;

    const shown = await app.inject({ method: 'GET', url: path });
    expect(shown.json()).toEqual({
      message: NOTIFICATION_MESSAGES.unsubscribed('New followers'),
      type: 'new_follower',
      label: 'New followers',
    });
    const page = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    // Showing changes nothing.
    const prefsOf = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: eve.auth })).json()
          .preferences as {
          type: string;
          email: boolean;
          in_app: boolean;
        }[]
      ).find((p) => p.type === 'new_follower')!;
    expect((await prefsOf()).email).toBe(true);

    const done = await oneClick(path);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(NOTIFICATION_MESSAGES.unsubscribed('New followers'));
    expect(await prefsOf()).toMatchObject({ email: false, in_app: true });
    const again = await oneClick(path);
    expect(again.statusCode).toBe(200);
    const audits = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'notifications.unsubscribed'), eq(auditEvents.targetUserId, eve.user.id)),
      );
    expect(audits).toHaveLength(1);

    clock.advance(NOTIFICATION_EMAIL_WINDOW_MINUTES * 60);
    await notifyUser(app, eve, 'new_follower');
    await flush();
    expect(mailsTo(eve)).toHaveLength(1);
  });

  it('refuses an unknown or malformed unsubscribe token without changing anything', async () => {
    for (const [url, status] of [
      ['/api/notifications/unsubscribe?token=nope', 400],
      ['/api/notifications/unsubscribe', 422],
    ] as const) {
      const res = await oneClick(url);
      expect(res.statusCode, url).toBe(status);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/notifications/unsubscribe?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: NOTIFICATION_MESSAGES.unsubscribeLinkInvalid });
    const html = await app.inject({
      method: 'GET',
      url: '/api/notifications/unsubscribe?token=nope',
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain(NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
  });
});
