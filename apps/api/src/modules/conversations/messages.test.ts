import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_MAX, CONVERSATION_MESSAGES, MESSAGE_SOURCES_MAX } from '@fertilia/contracts';
import { auditEvents } from '../../db/schema';
import { createUserWithToken } from '../../test/users';
import { issues } from '../../test/http';
import { call, chatTestApp, notificationsOf, send, startConversation, type ChatCast } from './test-helpers';

let app: FastifyInstance;
let cast: ChatCast;

beforeAll(async () => ({ app, cast } = await chatTestApp()));
afterAll(() => app.close());

describe('POST /conversations/{id}/messages', () => {
  it('stores the message with session_id defaulting to the conversation id', async () => {
    const conversation = await startConversation(app, cast.ana, { participants: [cast.ben.user.id] });
    const res = await call(app, cast.ana, 'POST', `/conversations/${conversation.id}/messages/`, {
      content: '  Day 5 transfer tomorrow!  ',
      sources: ['clinic leaflet'],
    });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({
      conversation_id: conversation.id,
      session_id: conversation.id,
      content: 'Day 5 transfer tomorrow!',
      sources: ['clinic leaflet'],
      is_own: true,
      sender: { id: cast.ana.user.id, display_name: 'Ana Quill' },
    });
    expect(message.message_id).toBe(message.id);

    const given = await call(app, cast.ben, 'POST', `/conversations/${conversation.id}/messages/`, {
      session_id: conversation.id,
      content: 'Good luck',
    });
    expect(given.statusCode).toBe(201);
    const thread = (await call(app, cast.ben, 'GET', `/conversations/${conversation.id}/messages/`)).json();
    expect(thread.items.map((m: { content: string; is_own: boolean }) => [m.content, m.is_own])).toEqual([
      ['Day 5 transfer tomorrow!', false],
      ['Good luck', true],
    ]);
  });

  it('refuses a wrong session_id, empty or too long content and bad sources, storing nothing', async () => {
    const conversation = await startConversation(app, cast.ana, { participants: [cast.cleo.user.id] });
    const url = `/conversations/${conversation.id}/messages/`;
    const cases: [unknown, { loc: unknown[]; msg: string }[]][] = [
      [
        { content: 'Hi', session_id: conversation.id + 1 },
        [{ loc: ['body', 'session_id'], msg: CONVERSATION_MESSAGES.sessionIdMismatch(conversation.id) }],
      ],
      [
        { content: 'Hi', session_id: 0 },
        [{ loc: ['body', 'session_id'], msg: CONVERSATION_MESSAGES.sessionIdInvalid }],
      ],
      [
        { content: 'Hi', session_id: -2 },
        [{ loc: ['body', 'session_id'], msg: CONVERSATION_MESSAGES.sessionIdInvalid }],
      ],
      [{}, [{ loc: ['body', 'content'], msg: CONVERSATION_MESSAGES.messageRequired }]],
      [{ content: '' }, [{ loc: ['body', 'content'], msg: CONVERSATION_MESSAGES.messageRequired }]],
      [{ content: '   \n ' }, [{ loc: ['body', 'content'], msg: CONVERSATION_MESSAGES.messageRequired }]],
      [
        { content: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
        [{ loc: ['body', 'content'], msg: CONVERSATION_MESSAGES.messageTooLong }],
      ],
      [
        { content: 'Hi', sources: 'a link' },
        [{ loc: ['body', 'sources'], msg: CONVERSATION_MESSAGES.sourcesInvalid }],
      ],
      [
        { content: 'Hi', sources: Array.from({ length: MESSAGE_SOURCES_MAX + 1 }, () => 'src') },
        [{ loc: ['body', 'sources'], msg: CONVERSATION_MESSAGES.sourcesInvalid }],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await call(app, cast.ana, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(issues(res)).toEqual(expected);
    }
    expect((await call(app, cast.ana, 'GET', url)).json().total).toBe(0);
    expect(
      (await call(app, cast.ana, 'POST', url, { content: 'x'.repeat(CHAT_MESSAGE_MAX) })).statusCode,
    ).toBe(201);
    expect(
      (await call(app, cast.ana, 'POST', '/conversations/999999/messages/', { content: 'Hi' })).statusCode,
    ).toBe(404);
  });

  it('notifies the other participants once per conversation, never the sender or someone who left', async () => {
    const ava = await createUserWithToken(app, { role: 'patient', values: { firstName: 'Ava' } });
    const bo = await createUserWithToken(app, { role: 'patient' });
    const cy = await createUserWithToken(app, { role: 'patient' });
    const group = await startConversation(app, ava, {
      title: 'Trio',
      participants: [bo.user.id, cy.user.id],
    });
    await call(app, cy, 'POST', `/conversations/${group.id}/leave/`);
    await send(app, ava, group.id, 'Private detail about my cycle');
    await send(app, ava, group.id, 'And another one');

    const bos = (await notificationsOf(app, bo)).items.filter((n) => n.type === 'conversation_message');
    expect(bos).toHaveLength(1);
    expect(bos[0]).toMatchObject({
      link: `/messages/${group.id}`,
      message: CONVERSATION_MESSAGES.notificationText(ava.user.username),
      read: false,
    });
    expect(JSON.stringify(bos)).not.toContain('cycle');
    expect((await notificationsOf(app, ava)).items.filter((n) => n.type === 'conversation_message')).toEqual(
      [],
    );
    expect((await notificationsOf(app, cy)).items.filter((n) => n.type === 'conversation_message')).toEqual(
      [],
    );
  });
});

describe('GET /conversations/{id}/messages', () => {
  it('pages back from the newest message, each page oldest first', async () => {
    const conversation = await startConversation(app, cast.ben, { participants: [cast.cleo.user.id] });
    for (const n of [1, 2, 3, 4, 5])
      await send(app, n % 2 ? cast.ben : cast.cleo, conversation.id, `Message ${n}`);
    const url = `/conversations/${conversation.id}/messages/`;
    const newest = (await call(app, cast.cleo, 'GET', `${url}?limit=2`)).json();
    expect(newest).toMatchObject({ total: 5, skip: 0, limit: 2 });
    expect(newest.items.map((m: { content: string }) => m.content)).toEqual(['Message 4', 'Message 5']);
    const older = (await call(app, cast.cleo, 'GET', `${url}?skip=2&limit=2`)).json();
    expect(older.items.map((m: { content: string }) => m.content)).toEqual(['Message 2', 'Message 3']);
    expect((await call(app, cast.cleo, 'GET', `${url}?limit=101`)).statusCode).toBe(422);
    expect((await call(app, cast.cleo, 'GET', `${url}?skip=-1`)).statusCode).toBe(422);
  });
});

describe('reports', () => {
  it('lets a participant report a message once; moderators read it; audited', async () => {
    const conversation = await startConversation(app, cast.cleo, { participants: [cast.ana.user.id] });
    const message = await send(app, cast.cleo, conversation.id, 'Something unkind');
    const url = `/messages/${message.id}/report/`;

    const short = await call(app, cast.ana, 'POST', url, { reason: 'bad' });
    expect(short.statusCode).toBe(422);
    expect(issues(short)).toEqual([{ loc: ['body', 'reason'], msg: CONVERSATION_MESSAGES.reasonMin }]);
    expect((await call(app, cast.ana, 'POST', url, {})).statusCode).toBe(422);

    const res = await call(app, cast.ana, 'POST', url, { reason: 'This was hurtful' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONVERSATION_MESSAGES.reportReceived, message_id: message.id });
    const twice = await call(app, cast.ana, 'POST', url, { reason: 'This was hurtful' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: CONVERSATION_MESSAGES.alreadyReported });

    const own = await call(app, cast.cleo, 'POST', url, { reason: 'Reporting myself' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: CONVERSATION_MESSAGES.ownMessage });
    for (const who of [cast.outsider, cast.moderator]) {
      const hidden = await call(app, who, 'POST', url, { reason: 'I should not see it' });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ detail: CONVERSATION_MESSAGES.messageNotFound });
    }
    expect(
      (await call(app, cast.ana, 'POST', '/messages/999999/report/', { reason: 'Nothing here' })).statusCode,
    ).toBe(404);

    const audit = await app.deps.db.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'conversation.message_reported'),
          eq(auditEvents.actorId, cast.ana.user.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetUserId: cast.cleo.user.id,
      details: { message_id: message.id, conversation_id: conversation.id },
    });

    expect((await call(app, cast.ana, 'GET', '/reports/')).statusCode).toBe(403);
    const queue = await call(app, cast.moderator, 'GET', '/reports/');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((r: { message: { id: number } }) => r.message.id === message.id);
    expect(item).toMatchObject({
      reason: 'This was hurtful',
      status: 'open',
      reporter: { id: cast.ana.user.id },
      message: { content: 'Something unkind', sender: { id: cast.cleo.user.id } },
    });
    expect(JSON.stringify(queue.json())).not.toContain(cast.ana.user.email);
  });
});
