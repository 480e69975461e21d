import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MESSAGES, type NewMessageEvent } from '@fertilia/contracts';
import { createUserWithToken, type TestUser } from '../../test/users';
import { liveTestApp } from '../realtime/test-apps';
import { eventsDuring, nextEvent, subscribe } from '../realtime/test-client';
import { call, send, startConversation } from './test-helpers';

const live = liveTestApp();
const { open } = live;
let ana: TestUser;
let ben: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ana = await createUserWithToken(live.app, { role: 'patient' });
  ben = await createUserWithToken(live.app, { role: 'patient' });
  outsider = await createUserWithToken(live.app, { role: 'patient' });
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
});
