import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MARKETING_MESSAGES, MESSAGES, type Role } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createTestAppWithSmtp, type TestSmtp } from '../../test/smtp';
import { createUserWithToken, type TestUser } from '../../test/users';
import { insertContactMessage } from './repo';

const BASE = '/api/admin/support/messages';
let counter = 0;
const sender = () => ({
  name: `Sender ${++counter}`,
  email: `sender${counter}.${Math.random().toString(36).slice(2, 7)}@example.org`,
  message: `Hello, I have a question about my account number ${counter}.\nSecond line of the message.`,
});

describe('support inbox /api/admin/support', () => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let support: TestUser;
  beforeAll(async () => {
    ({ app, smtp } = await createTestAppWithSmtp());
    support = await createUserWithToken(app, {
      role: 'support',
      values: { firstName: 'Sam', lastName: 'Lee' },
    });
  });
  afterAll(() => app.close());

  const newMessage = () => insertContactMessage(app.deps.db.db, sender());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const auditOf = async (messageId: number) =>
    (await app.deps.db.db.select().from(auditEvents)).filter(
      (e) => e.details?.contact_message_id === messageId,
    );

  it('lists messages newest first with paging, a preview and a reply count', async () => {
    const first = await newMessage();
    const second = await newMessage();
    const res = await call('GET', `${BASE}?limit=1`, support.auth);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ skip: 0, limit: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: second.id,
        name: second.name,
        email: second.email,
        status: 'open',
        reply_count: 0,
        preview: second.message.replace(/\s+/g, ' '),
      }),
    ]);
    const next = (await call('GET', `${BASE}?skip=1&limit=1`, support.auth)).json();
    expect(next.items[0].id).toBe(first.id);
  });

  it('filters by status and validates the query', async () => {
    const message = await newMessage();
    await call('PUT', `${BASE}/${message.id}/status`, support.auth, { status: 'closed' });
    const closed = (await call('GET', `${BASE}?status=closed`, support.auth)).json();
    expect(closed.items.map((m: { id: number }) => m.id)).toContain(message.id);
    expect(closed.items.every((m: { status: string }) => m.status === 'closed')).toBe(true);
    const open = (await call('GET', `${BASE}?status=open&limit=100`, support.auth)).json();
    expect(open.items.map((m: { id: number }) => m.id)).not.toContain(message.id);

    const bad = await call('GET', `${BASE}?status=spam&skip=-1&limit=500`, support.auth);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((d: { msg: string }) => d.msg)
        .sort(),
    ).toEqual([MARKETING_MESSAGES.contactStatusInvalid, MESSAGES.limitRange, MESSAGES.skipMin].sort());
  });

  it('shows one message with its replies, and 404 or 422 for a missing or malformed id', async () => {
    const message = await newMessage();
    const res = await call('GET', `${BASE}/${message.id}`, support.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: message.id,
      message: message.message,
      status: 'open',
      replies: [],
    });
    const missing = await call('GET', `${BASE}/999999`, support.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.contactMessageNotFound });
    const malformed = await call('GET', `${BASE}/abc`, support.auth);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({ loc: ['path', 'id'], msg: MESSAGES.invalidId });
  });

  it('mails a reply to the sender with their message quoted, stores it, marks answered and audits it', async () => {
    const message = await newMessage();
    const res = await call('POST', `${BASE}/${message.id}/replies`, support.auth, {
      body: '  Yes — two clinics in Lisbon are on Fertilia.  ',
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail.status).toBe('answered');
    expect(detail.replies).toEqual([
      expect.objectContaining({
        body: 'Yes — two clinics in Lisbon are on Fertilia.',
        author_id: support.user.id,
        author_name: 'Sam Lee',
      }),
    ]);

    const mail = await smtp.waitForMail(message.email, /your message to Fertilia/i);
    expect(mail.text).toContain(`Hello ${message.name},`);
    expect(mail.text).toContain('Yes — two clinics in Lisbon are on Fertilia.');
    expect(mail.text).toContain(`> Hello, I have a question about my account number`);
    expect(mail.text).toContain('> Second line of the message.');

    const list = (await call('GET', `${BASE}?status=answered&limit=100`, support.auth)).json();
    expect(list.items.find((m: { id: number }) => m.id === message.id)).toMatchObject({ reply_count: 1 });
    expect(await auditOf(message.id)).toEqual([
      expect.objectContaining({ action: 'support.replied', actorId: support.user.id }),
    ]);
  });

  it('refuses an empty or over-long reply and a reply to a missing message', async () => {
    const message = await newMessage();
    const empty = await call('POST', `${BASE}/${message.id}/replies`, support.auth, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0]).toMatchObject({
      loc: ['body', 'body'],
      msg: MARKETING_MESSAGES.replyRequired,
    });
    const long = await call('POST', `${BASE}/${message.id}/replies`, support.auth, {
      body: 'x'.repeat(5001),
    });
    expect(long.json().detail[0].msg).toBe(MARKETING_MESSAGES.replyMax);
    const missing = await call('POST', `${BASE}/999999/replies`, support.auth, { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${message.id}`, support.auth)).json().status).toBe('open');
  });

  it('closes and reopens a message, auditing each change', async () => {
    const message = await newMessage();
    const closed = await call('PUT', `${BASE}/${message.id}/status`, support.auth, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    const reopened = await call('PUT', `${BASE}/${message.id}/status`, support.auth, { status: 'open' });
    expect(reopened.json().status).toBe('open');
    const changes = await auditOf(message.id);
    expect(changes.map((e) => [e.action, e.details?.status])).toEqual([
      ['support.status_changed', 'closed'],
      ['support.status_changed', 'open'],
    ]);
    const bad = await call('PUT', `${BASE}/${message.id}/status`, support.auth, { status: 'deleted' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe(MARKETING_MESSAGES.contactStatusInvalid);
    const missing = await call('PUT', `${BASE}/999999/status`, support.auth, { status: 'closed' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses every inbox call without a token', async () => {
    const message = await newMessage();
    for (const [method, url, body] of [
      ['GET', BASE, undefined],
      ['GET', `${BASE}/${message.id}`, undefined],
      ['POST', `${BASE}/${message.id}/replies`, { body: 'Hi' }],
      ['PUT', `${BASE}/${message.id}/status`, { status: 'closed' }],
    ] as const) {
      const res = await call(method, url, {}, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    }
  });

  it.each<Role>(['patient', 'doctor', 'content_moderator', 'finance'])(
    'refuses a %s every inbox call',
    async (role) => {
      const user = await createUserWithToken(app, { role });
      const message = await newMessage();
      for (const [method, url, body] of [
        ['GET', BASE, undefined],
        ['GET', `${BASE}/${message.id}`, undefined],
        ['POST', `${BASE}/${message.id}/replies`, { body: 'Hi' }],
        ['PUT', `${BASE}/${message.id}/status`, { status: 'closed' }],
      ] as const) {
        const res = await call(method, url, user.auth, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: MESSAGES.forbidden });
      }
      expect(await auditOf(message.id)).toHaveLength(0);
    },
  );

  it.each<Role>(['admin', 'super_admin'])('lets a %s read and answer the inbox', async (role) => {
    const staff = await createUserWithToken(app, { role });
    const message = await newMessage();
    expect((await call('GET', BASE, staff.auth)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${message.id}`, staff.auth)).statusCode).toBe(200);
    const reply = await call('POST', `${BASE}/${message.id}/replies`, staff.auth, { body: 'Answered.' });
    expect(reply.statusCode).toBe(201);
    await smtp.waitForMail(message.email, /your message to Fertilia/i);
    expect(
      (await call('PUT', `${BASE}/${message.id}/status`, staff.auth, { status: 'closed' })).statusCode,
    ).toBe(200);
  });

  it('refuses an account whose e-mail is not confirmed', async () => {
    const unconfirmed = await createUserWithToken(app, { role: 'support', confirmed: false });
    const res = await call('GET', BASE, unconfirmed.auth);
    expect(res.statusCode).toBe(403);
  });
});
