import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONVERSATION_MESSAGES, CONVERSATION_PARTICIPANTS_MAX, MESSAGES } from '@fertilia/contracts';
import { createUserWithToken } from '../../test/users';
import { issues } from '../../test/http';
import { follow } from '../community/test-helpers';
import { call, chatTestApp, send, startConversation, type ChatCast } from './test-helpers';

let app: FastifyInstance;
let cast: ChatCast;

beforeAll(async () => ({ app, cast } = await chatTestApp()));
afterAll(() => app.close());

describe('guards', () => {
  it('answers 401 without a token on every call and 403 to an unconfirmed member', async () => {
    // Valid bodies: Fastify validates a body before the guard runs.
    const calls: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/conversations/'],
      ['POST', '/conversations/', { participants: [cast.ben.user.id] }],
      ['GET', '/conversations/1/'],
      ['GET', '/conversations/1/messages/'],
      ['POST', '/conversations/1/messages/', { content: 'Hello' }],
      ['POST', '/conversations/1/leave/'],
      ['POST', '/conversations/1/read/'],
      ['POST', '/messages/1/report/', { reason: 'Rude and unkind' }],
      ['GET', '/reports/'],
      ['GET', '/members/?q=an'],
      ['GET', '/settings/'],
      ['PUT', '/settings/', { accept_messages_from: 'following' }],
    ];
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    for (const [method, url, body] of calls) {
      const res = await call(app, null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.notAuthenticated });
      const refused = await call(app, unconfirmed, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('POST /conversations', () => {
  it('opens a direct conversation with one participant, and reuses it from either side', async () => {
    const res = await call(app, cast.ana, 'POST', '/conversations/', { participants: [cast.ben.user.id] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ type: 'direct', title: null, unread_count: 0, last_message: null });
    expect(created.id).toBeGreaterThan(0);
    expect(created.participants.map((p: { id: number }) => p.id).sort()).toEqual(
      [cast.ana.user.id, cast.ben.user.id].sort(),
    );
    expect(JSON.stringify(created)).not.toContain(cast.ben.user.email);
    // Participants appear by their public name: Ana chose to show hers, Ben keeps his username.
    const shown = Object.fromEntries(
      created.participants.map((p: { id: number; display_name: string }) => [p.id, p.display_name]),
    );
    expect(shown).toEqual({ [cast.ana.user.id]: 'Ana Quill', [cast.ben.user.id]: cast.ben.user.username });
    expect(JSON.stringify(created)).not.toContain('Otter');

    const again = await call(app, cast.ana, 'POST', '/conversations/', { participants: [cast.ben.user.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    const fromBen = await startConversation(app, cast.ben, {
      participants: [String(cast.ana.user.id) as never],
    });
    expect(fromBen.id).toBe(created.id);
  });

  it('makes a new titled conversation each time, with or without participants', async () => {
    const group = await call(app, cast.ana, 'POST', '/conversations/', {
      title: '  June transfers  ',
      type: 'group',
      participants: [cast.ben.user.id, cast.cleo.user.id, cast.ben.user.id],
    });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toMatchObject({ title: 'June transfers', type: 'group' });
    expect(group.json().participants).toHaveLength(3);

    const alone = await call(app, cast.ana, 'POST', '/conversations/', { title: 'Notes to self' });
    expect(alone.statusCode).toBe(201);
    expect(alone.json()).toMatchObject({ title: 'Notes to self', type: 'general' });
    expect(alone.json().participants.map((p: { id: number }) => p.id)).toEqual([cast.ana.user.id]);

    const untitled = await startConversation(app, cast.ana, {
      participants: [cast.ben.user.id, cast.cleo.user.id],
    });
    expect(untitled).toMatchObject({ title: null, type: 'group' });
  });

  it('refuses bad input with the spec rules and changes nothing', async () => {
    const before = (await call(app, cast.ana, 'GET', '/conversations/?limit=100')).json().total;
    const cases: [unknown, { loc: unknown[]; msg: string }[]][] = [
      [{}, [{ loc: ['body', 'participants'], msg: CONVERSATION_MESSAGES.participantsRequired }]],
      [
        { participants: [] },
        [{ loc: ['body', 'participants'], msg: CONVERSATION_MESSAGES.participantsRequired }],
      ],
      [
        { participants: 'x' },
        [{ loc: ['body', 'participants'], msg: CONVERSATION_MESSAGES.participantsRequired }],
      ],
      [
        { participants: [0] },
        [{ loc: ['body', 'participants', 0], msg: CONVERSATION_MESSAGES.participantIdInvalid }],
      ],
      [
        { participants: [''] },
        [{ loc: ['body', 'participants', 0], msg: CONVERSATION_MESSAGES.participantIdInvalid }],
      ],
      [
        { participants: ['abc'] },
        [{ loc: ['body', 'participants', 0], msg: CONVERSATION_MESSAGES.participantIdInvalid }],
      ],
      [
        { participants: Array.from({ length: CONVERSATION_PARTICIPANTS_MAX + 1 }, (_, i) => i + 1) },
        [{ loc: ['body', 'participants'], msg: CONVERSATION_MESSAGES.participantsTooMany }],
      ],
      [{ title: '' }, [{ loc: ['body', 'title'], msg: CONVERSATION_MESSAGES.titleRequired }]],
      [{ title: '   ' }, [{ loc: ['body', 'title'], msg: CONVERSATION_MESSAGES.titleRequired }]],
      [{ title: 'x'.repeat(101) }, [{ loc: ['body', 'title'], msg: CONVERSATION_MESSAGES.titleTooLong }]],
      [
        { title: 'Fine', type: 'secret' },
        [{ loc: ['body', 'type'], msg: CONVERSATION_MESSAGES.typeInvalid }],
      ],
      [
        { participants: [cast.ana.user.id] },
        [{ loc: ['body', 'participants'], msg: CONVERSATION_MESSAGES.cannotMessageSelf }],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await call(app, cast.ana, 'POST', '/conversations/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(issues(res)).toEqual(expected);
    }
    expect(await call(app, cast.ana, 'POST', '/conversations/', { title: 'x'.repeat(100) })).toMatchObject({
      statusCode: 201,
    });
    expect((await call(app, cast.ana, 'GET', '/conversations/?limit=100')).json().total).toBe(before + 1);
  });

  it('answers 404 for unknown, suspended, unconfirmed and staff participants', async () => {
    const suspended = await createUserWithToken(app, { role: 'patient', status: 'suspended' });
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    for (const id of [999999, suspended.user.id, unconfirmed.user.id, cast.moderator.user.id]) {
      const res = await call(app, cast.ana, 'POST', '/conversations/', { participants: [id] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.memberNotFound });
    }
  });
});

describe('participants only', () => {
  it('answers 404 to someone outside the conversation on every call, and lets nothing through', async () => {
    const conversation = await startConversation(app, cast.ana, { participants: [cast.ben.user.id] });
    await send(app, cast.ana, conversation.id, 'Just for Ben');
    for (const [method, url, body] of [
      ['GET', `/conversations/${conversation.id}/`],
      ['GET', `/conversations/${conversation.id}/messages/`],
      ['POST', `/conversations/${conversation.id}/messages/`, { content: 'Let me in' }],
      ['POST', `/conversations/${conversation.id}/leave/`],
      ['POST', `/conversations/${conversation.id}/read/`],
    ] as const) {
      const res = await call(app, cast.outsider, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.conversationNotFound });
    }
    const list = await call(app, cast.outsider, 'GET', '/conversations/');
    expect(list.json().items.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    const thread = await call(app, cast.ana, 'GET', `/conversations/${conversation.id}/messages/`);
    expect(thread.json().items.map((m: { content: string }) => m.content)).toEqual(['Just for Ben']);
  });

  it('validates the conversation id', async () => {
    for (const bad of ['0', '-3', 'abc']) {
      const res = await call(app, cast.ana, 'GET', `/conversations/${bad}/`);
      expect(res.statusCode).toBe(422);
      expect(issues(res)).toEqual([{ loc: ['path', 'id'], msg: MESSAGES.invalidId }]);
    }
  });
});

describe('GET /conversations', () => {
  it('lists mine, the most recently active first, with unread counts, last message and paging', async () => {
    const dora = await createUserWithToken(app, { role: 'patient' });
    const eli = await createUserWithToken(app, { role: 'patient' });
    const fay = await createUserWithToken(app, { role: 'patient' });
    const withEli = await startConversation(app, dora, { participants: [eli.user.id] });
    const withFay = await startConversation(app, dora, { participants: [fay.user.id] });
    await send(app, eli, withEli.id, 'First from Eli');
    await send(app, eli, withEli.id, 'Second from Eli');
    await send(app, dora, withEli.id, 'Dora answers');
    await send(app, eli, withEli.id, 'Third from Eli');
    await send(app, eli, withEli.id, 'Fourth from Eli');

    const page = (await call(app, dora, 'GET', '/conversations/')).json();
    expect(page).toMatchObject({ total: 2, skip: 0, limit: 20 });
    expect(page.items.map((c: { id: number }) => c.id)).toEqual([withEli.id, withFay.id]);
    expect(page.items[0]).toMatchObject({
      // Answering reads what came before: only what Eli wrote after Dora's answer is unread.
      unread_count: 2,
      last_message: { content: 'Fourth from Eli', is_own: false, sender: { id: eli.user.id } },
    });
    expect(page.items[1]).toMatchObject({ unread_count: 0, last_message: null });
    const eliSide = (await call(app, eli, 'GET', '/conversations/')).json();
    // Eli wrote after Dora's answer, so he has read it.
    expect(eliSide.items[0]).toMatchObject({ id: withEli.id, unread_count: 0 });

    const second = (await call(app, dora, 'GET', '/conversations/?skip=1&limit=1')).json();
    expect(second).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(second.items.map((c: { id: number }) => c.id)).toEqual([withFay.id]);

    const read = await call(app, dora, 'POST', `/conversations/${withEli.id}/read/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      message: CONVERSATION_MESSAGES.marked,
      conversation_id: withEli.id,
      unread_count: 0,
    });
    expect((await call(app, dora, 'GET', `/conversations/${withEli.id}/`)).json().unread_count).toBe(0);

    for (const bad of ['skip=-1', 'limit=0', 'limit=101']) {
      expect((await call(app, dora, 'GET', `/conversations/?${bad}`)).statusCode).toBe(422);
    }
  });
});

describe('leaving', () => {
  it('takes the member out: no reading, writing or listing, and a comeback sees only new messages', async () => {
    const gus = await createUserWithToken(app, { role: 'patient' });
    const hal = await createUserWithToken(app, { role: 'patient' });
    const conversation = await startConversation(app, gus, { participants: [hal.user.id] });
    await send(app, gus, conversation.id, 'Before Hal left');
    const left = await call(app, hal, 'POST', `/conversations/${conversation.id}/leave/`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: CONVERSATION_MESSAGES.left });

    expect((await call(app, hal, 'GET', `/conversations/${conversation.id}/`)).statusCode).toBe(404);
    expect((await call(app, hal, 'GET', `/conversations/${conversation.id}/messages/`)).statusCode).toBe(404);
    expect(
      (await call(app, hal, 'POST', `/conversations/${conversation.id}/messages/`, { content: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call(app, hal, 'GET', '/conversations/')).json().total).toBe(0);
    expect((await call(app, hal, 'POST', `/conversations/${conversation.id}/leave/`)).statusCode).toBe(404);
    const gusView = (await call(app, gus, 'GET', `/conversations/${conversation.id}/`)).json();
    expect(gusView.participants.map((p: { id: number }) => p.id)).toEqual([gus.user.id]);

    await send(app, gus, conversation.id, 'While Hal was away');
    const back = await startConversation(app, hal, { participants: [gus.user.id] });
    expect(back.id).toBe(conversation.id);
    expect(back).toMatchObject({ unread_count: 0, last_message: null });
    await send(app, gus, conversation.id, 'Welcome back');
    const thread = (await call(app, hal, 'GET', `/conversations/${conversation.id}/messages/`)).json();
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(['Welcome back']);
    expect(thread.total).toBe(1);
  });
});

describe('messaging privacy', () => {
  it('refuses a member who accepts messages only from people she follows, until she follows them', async () => {
    const ivy = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Ivy', lastName: 'Stone' },
    });
    const jon = await createUserWithToken(app, { role: 'patient' });
    expect(
      (await call(app, ivy, 'PUT', '/settings/', { accept_messages_from: 'following' })).statusCode,
    ).toBe(200);
    const refused = await call(app, jon, 'POST', '/conversations/', { participants: [ivy.user.id] });
    expect(refused.statusCode).toBe(403);
    // Named as members see her: by username, her real name being private.
    expect(refused.json()).toEqual({ detail: CONVERSATION_MESSAGES.refusesMessages(ivy.user.username) });
    const group = await call(app, jon, 'POST', '/conversations/', {
      title: 'Hi',
      participants: [ivy.user.id],
    });
    expect(group.statusCode).toBe(403);
    expect((await call(app, jon, 'GET', '/conversations/')).json().total).toBe(0);

    await follow(app, ivy, jon);
    const conversation = await startConversation(app, jon, { participants: [ivy.user.id] });
    await send(app, jon, conversation.id, 'Thanks for following');
    // She may still write to people she does not follow herself... and they to her once she follows them.
    await send(app, ivy, conversation.id, 'Hello Jon');
  });

  it('checks it again on each message of a direct conversation', async () => {
    const kim = await createUserWithToken(app, {
      role: 'patient',
      values: { firstName: 'Kim', lastName: 'Hart', showRealName: true },
    });
    const lou = await createUserWithToken(app, { role: 'patient' });
    const conversation = await startConversation(app, lou, { participants: [kim.user.id] });
    await send(app, lou, conversation.id, 'Hello Kim');
    await call(app, kim, 'PUT', '/settings/', { accept_messages_from: 'following' });
    const refused = await call(app, lou, 'POST', `/conversations/${conversation.id}/messages/`, {
      content: 'Again',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: CONVERSATION_MESSAGES.refusesMessages('Kim Hart') });
    const thread = (await call(app, kim, 'GET', `/conversations/${conversation.id}/messages/`)).json();
    expect(thread.items.map((m: { content: string }) => m.content)).toEqual(['Hello Kim']);
  });
});
