import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES,
  REALTIME_MESSAGES,
  type MessageRemovedEvent,
  type NewMessageEvent,
} from '@fertilia/contracts';
import { createUserWithToken, type TestUser } from '../../test/users';
import { liveTestApp } from '../realtime/test-apps';
import { eventsDuring, nextEvent, subscribe } from '../realtime/test-client';
import { call, send, startConversation } from './test-helpers';

const live = liveTestApp();
const { open } = live;
let ana: TestUser;
let ben: TestUser;
let outsider: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  ana = await createUserWithToken(live.app, { role: 'patient' });
  ben = await createUserWithToken(live.app, { role: 'patient' });
  outsider = await createUserWithToken(live.app, { role: 'patient' });
  moderator = await createUserWithToken(live.app, { role: 'content_moderator' });
});

/** Ben says something in a conversation with Ana, who reports it. */
async function reportedMessage(text: string) {
  const conversation = await startConversation(live.app, ana, { participants: [ben.user.id] });
  const message = await send(live.app, ben, conversation.id, text);
  const reported = await call(live.app, ana, 'POST', `/messages/${message.id}/report/`, {
    reason: 'Selling pills to members',
  });
  expect(reported.statusCode).toBe(201);
  return { conversation, message };
}

const decide = (messageId: number, payload: object) =>
  live.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/messages/${messageId}/decision/`,
    headers: moderator.auth,
    payload,
  });

describe('conversation rooms', () => {
  it('delivers a new message to a participant with the conversation open, and to no one else', async () => {
    const conversation = await startConversation(live.app, ana, { participants: [ben.user.id] });
    const room = `conversation:${conversation.id}`;
    const bens = await open(ben);
    expect(await subscribe(bens, room)).toEqual({ ok: true, room });
    const stranger = await open(outsider);
    expect(await subscribe(stranger, room)).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.conversationNotFound,
    });
    expect(await subscribe(stranger, 'feed')).toMatchObject({ ok: true });

    const arriving = nextEvent<NewMessageEvent>(bens, 'new_message');
    const strangerHeard = eventsDuring(stranger, 'new_message', 800);
    const sent = await send(live.app, ana, conversation.id, 'Are you there?');
    const event = await arriving;
    expect(event).toMatchObject({
      conversation_id: conversation.id,
      message: { id: sent.id, content: 'Are you there?', sender: { id: ana.user.id } },
    });
    expect(event.message).not.toHaveProperty('is_own');
    expect(await strangerHeard).toEqual([]);
  });

  it('stops delivering to someone who left, even with the room still subscribed', async () => {
    const conversation = await startConversation(live.app, ana, {
      title: 'Three of us',
      participants: [ben.user.id],
    });
    const room = `conversation:${conversation.id}`;
    const bens = await open(ben);
    expect(await subscribe(bens, room)).toEqual({ ok: true, room });
    await call(live.app, ben, 'POST', `/conversations/${conversation.id}/leave/`);
    const heard = eventsDuring(bens, 'new_message', 800);
    await send(live.app, ana, conversation.id, 'Ben has gone');
    expect(await heard).toEqual([]);
    // Asking for the room again is refused too.
    expect(await subscribe(bens, room)).toEqual({ ok: false, error: REALTIME_MESSAGES.conversationNotFound });
  });

  it('reaches every open screen of the participants, even one not following the room yet', async () => {
    const conversation = await startConversation(live.app, ana, {
      title: 'New to Ben',
      participants: [ben.user.id],
    });
    const bens = await open(ben);
    const stranger = await open(outsider);
    const arriving = nextEvent<NewMessageEvent>(
      bens,
      'new_message',
      (e) => e.conversation_id === conversation.id,
    );
    const strangerHeard = eventsDuring(stranger, 'new_message', 800);
    await send(live.app, ana, conversation.id, 'A first hello');
    expect((await arriving).message).toMatchObject({ content: 'A first hello' });
    expect(await arriving).not.toHaveProperty('recipient_ids');
    expect(await strangerHeard).toEqual([]);
    // Clients cannot ask for someone's private room.
    expect(await subscribe(stranger, `member:${ben.user.id}`)).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.roomInvalid,
    });
  });

  it('refuses malformed conversation rooms', async () => {
    const socket = await open(ana);
    for (const bad of ['conversation:', 'conversation:abc', 'conversation:-1'])
      expect(await subscribe(socket, bad)).toEqual({ ok: false, error: REALTIME_MESSAGES.roomInvalid });
    expect(await subscribe(socket, 'conversation:0')).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.conversationNotFound,
    });
  });

  it('tells the open threads of the participants when a moderator removes a message: ids only', async () => {
    const { conversation, message } = await reportedMessage('Buy my miracle pills');
    const room = `conversation:${conversation.id}`;
    const anas = await open(ana);
    const bens = await open(ben);
    for (const socket of [anas, bens]) expect(await subscribe(socket, room)).toEqual({ ok: true, room });
    const stranger = await open(outsider);
    expect(await subscribe(stranger, 'feed')).toMatchObject({ ok: true });

    const toAna = nextEvent<MessageRemovedEvent>(anas, 'message_removed');
    const toBen = nextEvent<MessageRemovedEvent>(bens, 'message_removed');
    const strangerHeard = eventsDuring(stranger, 'message_removed', 800);
    const res = await decide(message.id, { decision: 'remove', reason: 'Advertising is not allowed' });
    expect(res.statusCode).toBe(200);
    const expected = { conversation_id: conversation.id, message_id: message.id };
    expect(await toAna).toEqual(expected);
    expect(await toBen).toEqual(expected);
    expect(await strangerHeard).toEqual([]);
    // What a reload shows agrees with the event.
    const thread = await call(live.app, ana, 'GET', `/conversations/${conversation.id}/messages/`);
    expect(thread.json().items.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      removed: true,
      content: CONVERSATION_MESSAGES.removedMarker,
    });
  });

  it('announces nothing when the reports are dismissed or the decision is refused', async () => {
    const { conversation, message } = await reportedMessage('Perfectly fine words');
    const room = `conversation:${conversation.id}`;
    const anas = await open(ana);
    expect(await subscribe(anas, room)).toEqual({ ok: true, room });
    const heard = eventsDuring(anas, 'message_removed', 800);
    expect((await decide(message.id, { decision: 'dismiss' })).statusCode).toBe(200);
    // Already decided: 409, and still no removal.
    const again = await decide(message.id, { decision: 'remove', reason: 'Changed my mind here' });
    expect(again.statusCode).toBe(409);
    expect(await heard).toEqual([]);
  });
});
