import { describe, expect, it } from 'vitest';
import {
  FEED_ROOM,
  LIVE_EVENTS,
  MESSAGES,
  NOTIFICATION_SOCKET_PATH,
  type NewPostEvent,
} from '@fertilia/contracts';
import { createUserWithToken } from '../../test/users';
import { createCommunityComment, createCommunityPost } from '../moderation/test-helpers';
import { SESSION_ENDED_CLOSE_CODE } from '../notifications/hub';
import { openSocket } from '../notifications/socket-client';
import { SESSION_ENDED_EVENT } from './session-sweep';
import { appsOnOneRedis } from './test-apps';
import { connect, eventsDuring, listen, nextEvent, subscribe } from './test-client';

/*
 * Two app instances, as two processes behind a load balancer would be: one database, one Redis, one key
 * prefix. A client connected to A must hear what happens on B. Needs Redis, so it runs only when REDIS_URL
 * is set (CI's PostgreSQL+Redis run; locally `REDIS_URL=redis://127.0.0.1:6379`).
 */
describe('live events across two app processes (Redis adapter)', () => {
  const deployment = appsOnOneRedis();

  it.skipIf(!process.env.REDIS_URL)('a comment made on B reaches a client connected to A', async () => {
    const a = await deployment.process();
    const b = await deployment.process();
    // A third app on the same Redis with another prefix stands for an unrelated deployment.
    const stranger = await deployment.stranger();
    const urlA = await listen(a);
    const urlStranger = await listen(stranger);

    const author = await createUserWithToken(b, { role: 'patient' });
    const post = await createCommunityPost(b, author);
    const onA = deployment.keep(
      await connect(urlA, (await createUserWithToken(a, { role: 'patient' })).token),
    );
    const onStranger = deployment.keep(
      await connect(urlStranger, (await createUserWithToken(stranger, { role: 'patient' })).token),
    );
    expect(await subscribe(onA, `post:${post.slug}`)).toEqual({ ok: true, room: `post:${post.id}` });
    expect(await subscribe(onStranger, `post:${post.slug}`)).toMatchObject({ ok: true });

    const arriving = nextEvent<{ post_id: number; comment: { id: number } }>(onA, 'new_comment');
    const strangerSaw = eventsDuring(onStranger, 'new_comment', 1500);
    const comment = await createCommunityComment(b, author, post.id);
    expect(await arriving).toMatchObject({ post_id: post.id, comment: { id: comment.id } });
    expect(await strangerSaw).toEqual([]);

    // And an event published straight on B's bus, as any B-side service would.
    const direct = nextEvent<{ post: { id: number } }>(onA, 'post_update');
    b.communityEvents.emit('post_update', { post: { id: post.id, slug: post.slug, visibility: 'public' } });
    expect((await direct).post.id).toBe(post.id);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'a post published on B reaches an open feed on A once, flagged for a follower (issue 15)',
    async () => {
      const a = await deployment.process();
      const b = await deployment.process();
      const urlA = await listen(a);
      const author = await createUserWithToken(b, { role: 'patient' });
      const reader = await createUserWithToken(a, { role: 'patient' });
      const follower = await createUserWithToken(a, { role: 'patient' });
      const followed = await a.inject({
        method: 'POST',
        url: `/api/community/users/${author.user.id}/follow/`,
        headers: follower.auth,
      });
      expect(followed.statusCode).toBeLessThan(300);
      const onReader = deployment.keep(await connect(urlA, reader.token));
      const onFollower = deployment.keep(await connect(urlA, follower.token));
      for (const socket of [onReader, onFollower]) await subscribe(socket, FEED_ROOM);

      const heard = (socket: typeof onReader) =>
        eventsDuring<NewPostEvent>(socket, LIVE_EVENTS.newPost, 1500);
      const readerHeard = heard(onReader);
      const followerHeard = heard(onFollower);
      const post = await createCommunityPost(b, author);
      expect((await readerHeard).map((e) => [e.post.id, e.following ?? false])).toEqual([[post.id, false]]);
      expect((await followerHeard).map((e) => [e.post.id, e.following ?? false])).toEqual([[post.id, true]]);
    },
  );

  it.skipIf(!process.env.REDIS_URL)(
    'a sign-out on B closes the member’s sockets on A at once, socket.io and notification socket alike',
    async () => {
      const a = await deployment.process();
      const b = await deployment.process();
      const urlA = await listen(a);
      const member = await createUserWithToken(a, { role: 'patient' });
      const live = deployment.keep(await connect(urlA, member.token));
      const ws = deployment.keep(
        await openSocket(urlA.replace(/^http/, 'ws') + NOTIFICATION_SOCKET_PATH, member.token),
      );
      const liveEnded = nextEvent<{ detail: string }>(live, SESSION_ENDED_EVENT);
      const wsClosed = new Promise<number>((resolve) => ws.ws.once('close', (code) => resolve(code)));
      // The same session, signed in B's own key (each test app has its own secret).
      const onB = await b.deps.accessTokens.sign({
        userId: member.user.id,
        sessionId: member.sessionId,
        role: member.user.role,
      });
      const logout = await b.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: { authorization: `Bearer ${onB}` },
        payload: {},
      });
      expect(logout.statusCode).toBe(200);
      expect(await liveEnded).toEqual({ detail: MESSAGES.sessionRevoked });
      expect(await wsClosed).toBe(SESSION_ENDED_CLOSE_CODE);
    },
  );
});
