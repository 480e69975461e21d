import { describe, expect, it } from 'vitest';
import type { MessageRemovedEvent, NewMessageEvent } from '@fertilia/contracts';
import { createUserWithToken } from '../../test/users';
import { appsOnOneRedis } from '../realtime/test-apps';
import { connect, eventsDuring, listen, nextEvent, subscribe } from '../realtime/test-client';
import { call, send, startConversation } from './test-helpers';

/*
 * Two app processes on one database and one Redis: a message sent through B reaches a participant
 * connected to A, so does its removal by a moderator on B, and someone who left through B stops hearing
 * on A. Runs only with REDIS_URL.
 */
describe('conversation messages across two app processes', () => {
  const deployment = appsOnOneRedis();

  it.skipIf(!process.env.REDIS_URL)('delivers through the Redis adapter and honours leaving', async () => {
    const a = await deployment.process();
    const b = await deployment.process();
    const urlA = await listen(a);
    const writer = await createUserWithToken(b, { role: 'patient' });
    const reader = await createUserWithToken(b, { role: 'patient' });
    const conversation = await startConversation(b, writer, { participants: [reader.user.id] });

    // Each app signs with its own secret: the reader's token for A comes from A.
    const tokenForA = await a.deps.accessTokens.sign({
      userId: reader.user.id,
      sessionId: reader.sessionId,
      role: reader.user.role,
    });
    const onA = deployment.keep(await connect(urlA, tokenForA));
    expect(await subscribe(onA, `conversation:${conversation.id}`)).toMatchObject({ ok: true });
    const arriving = nextEvent<NewMessageEvent>(onA, 'new_message');
    const sent = await send(b, writer, conversation.id, 'Across processes');
    expect((await arriving).message).toMatchObject({ content: 'Across processes' });

    // A moderator on B removes it: the open thread on A hears of it.
    const moderator = await createUserWithToken(b, { role: 'content_moderator' });
    const reported = await call(b, reader, 'POST', `/messages/${sent.id}/report/`, { reason: 'Spam here' });
    expect(reported.statusCode).toBe(201);
    const removal = nextEvent<MessageRemovedEvent>(onA, 'message_removed');
    const decided = await b.inject({
      method: 'POST',
      url: `/api/admin/moderation/messages/${sent.id}/decision/`,
      headers: moderator.auth,
      payload: { decision: 'remove', reason: 'Advertising is not allowed' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await removal).toEqual({ conversation_id: conversation.id, message_id: sent.id });

    await call(b, reader, 'POST', `/conversations/${conversation.id}/leave/`);
    // Let the leave travel through Redis to A's sockets before the next message is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const heard = eventsDuring(onA, 'new_message', 800);
    await send(b, writer, conversation.id, 'After leaving');
    expect(await heard).toEqual([]);
  });
});
