import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  REPORT_HIDE_THRESHOLD,
  type ModerationMessagePage,
  type ModerationPostPage,
} from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import { call, chatTestApp, send, startConversation, type ChatCast } from '../conversations/test-helpers';
import { auditOf, createCommunityPost, decide, report } from './test-helpers';

/*
 * Posts, comments and messages share one reports table and one queue and decision path; each kind's rules
 * come from its adapter. These cases are about the sharing itself.
 */

let app: FastifyInstance;
let cast: ChatCast;
let now = new Date('2026-11-20T10:00:00.000Z');
const later = () => (now = new Date(now.getTime() + 60_000));

beforeAll(async () => ({ app, cast } = await chatTestApp({ clock: { now: () => new Date(now) } })));
afterAll(() => app.close());

const queue = async <P>(kind: 'posts' | 'messages', status = 'open'): Promise<P> =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/moderation/${kind}?status=${status}&limit=100`,
      headers: cast.moderator.auth,
    })
  ).json();
const reportMessage = (who: TestUser, id: number, reason = 'Selling pills in a chat') =>
  call(app, who, 'POST', `/messages/${id}/report/`, { reason });
const decideMessage = (id: number, decision: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/moderation/messages/${id}/decision`,
    headers: cast.moderator.auth,
    payload: { decision },
  });

describe('one reports table for posts, comments and messages', () => {
  it('keeps a post and a message with the same id apart: reports, queues and decisions', async () => {
    // The first post and the first message of a fresh database share the number 1.
    const post = await createCommunityPost(app, cast.ben);
    const conversation = await startConversation(app, cast.ben, { participants: [cast.ana.user.id] });
    const message = await send(app, cast.ben, conversation.id, 'Buy my miracle pills');
    expect(message.id).toBe(post.id);

    // One member may report both: the unique report is per kind and id.
    expect((await report(app, cast.ana, 'posts', post.id, { reason: 'An unkind post' })).statusCode).toBe(
      201,
    );
    expect((await reportMessage(cast.ana, message.id)).statusCode).toBe(201);

    const posts = await queue<ModerationPostPage>('posts');
    expect(posts.total).toBe(1);
    expect(posts.items[0]!.reports.map((r) => r.reason)).toEqual(['An unkind post']);
    const messages = await queue<ModerationMessagePage>('messages');
    expect(messages.total).toBe(1);
    expect(messages.items[0]!.reports.map((r) => r.reason)).toEqual(['Selling pills in a chat']);

    // Deciding the message closes the message's reports only.
    expect((await decideMessage(message.id, 'dismiss')).json()).toMatchObject({ reports_resolved: 1 });
    expect((await queue<ModerationPostPage>('posts')).items.map((i) => i.post.id)).toEqual([post.id]);
    expect((await queue<ModerationMessagePage>('messages')).total).toBe(0);
    expect(
      (await decide(app, cast.moderator, 'posts', post.id, { decision: 'dismiss' })).json(),
    ).toMatchObject({ reports_resolved: 1 });
  });

  it(`never holds a message, however many participants report it (${REPORT_HIDE_THRESHOLD} or more)`, async () => {
    const conversation = await startConversation(app, cast.ben, {
      participants: [cast.ana.user.id, cast.cleo.user.id, cast.outsider.user.id],
    });
    const message = await send(app, cast.ben, conversation.id, 'Loud but allowed');
    for (const who of [cast.ana, cast.cleo, cast.outsider])
      expect((await reportMessage(who, message.id)).statusCode).toBe(201);

    const thread = (await call(app, cast.ana, 'GET', `/conversations/${conversation.id}/messages/`)).json();
    expect(thread.items.at(-1)).toMatchObject({
      id: message.id,
      content: 'Loud but allowed',
      removed: false,
    });
    const entry = (await queue<ModerationMessagePage>('messages')).items.find(
      (i) => i.message.id === message.id,
    );
    expect(entry).toMatchObject({ report_count: 3, message: { status: 'visible' } });
    const audits = (await auditOf(app, 'conversation.message_reported')).filter(
      (a) => (a.details as { message_id: number }).message_id === message.id,
    );
    expect(audits.map((a) => (a.details as { hidden: boolean }).hidden)).toEqual([false, false, false]);
  });

  it('lists resolved messages like resolved posts: the latest decision first', async () => {
    const conversation = await startConversation(app, cast.cleo, { participants: [cast.ana.user.id] });
    // Reported in the order they were sent, decided in the same order: the latest decision is the newer's.
    const older = await send(app, cast.cleo, conversation.id, 'First reported');
    const newer = await send(app, cast.cleo, conversation.id, 'Second reported');
    for (const m of [older, newer]) expect((await reportMessage(cast.ana, m.id)).statusCode).toBe(201);
    later();
    expect((await decideMessage(older.id, 'dismiss')).statusCode).toBe(200);
    later();
    expect((await decideMessage(newer.id, 'approve')).statusCode).toBe(200);

    const resolved = await queue<ModerationMessagePage>('messages', 'resolved');
    const ids = resolved.items.map((i) => i.message.id).filter((id) => id === older.id || id === newer.id);
    expect(ids).toEqual([newer.id, older.id]);
  });
});
