import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_SOCKET_PROTOCOL } from '@fertilia/contracts';
import { authSessions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createUserWithToken } from '../../test/users';
import { createCommunityComment, createCommunityPost } from '../moderation/test-helpers';
import { connect as connectRealtime } from '../realtime/test-client';
import { framesDuring, listenWs, openSocket, type TestSocket } from './socket-client';

/* The notification socket at /api/ws/ with a real WebSocket client against the listening app. */
describe('notification socket /api/ws/', () => {
  let app: FastifyInstance;
  let url: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    url = await listenWs(app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.close();
  });
  const open = async (token?: string) => {
    const socket = await openSocket(url, token);
    sockets.push(socket);
    return socket;
  };

  it('pushes a notification caused by another member’s action, with the right unread count', async () => {
    const author = await createUserWithToken(app, { role: 'patient' });
    const commenter = await createUserWithToken(app, { role: 'patient' });
    const bystander = await createUserWithToken(app, { role: 'patient' });
    const post = await createCommunityPost(app, author);
    const mine = await open(author.token);
    expect(mine.ws.protocol).toBe(NOTIFICATION_SOCKET_PROTOCOL);
    expect(await mine.next()).toEqual({ type: 'unread_count', data: { unread_count: 0 } });
    const theirs = await open(bystander.token);
    await theirs.next();

    await createCommunityComment(app, commenter, post.id);
    const frame = await mine.next((f) => f.type === 'notification');
    expect(frame).toMatchObject({
      type: 'notification',
      data: {
        unread_count: 1,
        notification: { type: 'comment_on_post', read: false, link: `/community/posts/${post.slug}` },
      },
    });
    await createCommunityComment(app, commenter, post.id);
    expect(await mine.next((f) => f.type === 'notification')).toMatchObject({ data: { unread_count: 2 } });

    // After mark-read elsewhere (another tab), the new count arrives.
    await app.inject({ method: 'POST', url: '/api/notifications/mark-all-read', headers: author.auth });
    expect(await mine.next((f) => f.type === 'unread_count')).toEqual({
      type: 'unread_count',
      data: { unread_count: 0 },
    });
    // Nobody else heard any of it.
    expect(await framesDuring(theirs, 300)).toEqual([]);
  });

  it('survives clients that reset the connection while their token is being checked', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    const { port } = new URL(url);
    // A good token and a bad one (refused with a 401 written to a connection already gone), several times.
    for (const token of [me.token, 'not-a-token', me.token, 'not-a-token', 'not-a-token']) {
      const raw = net.connect(Number(port), '127.0.0.1');
      raw.on('error', () => undefined);
      await new Promise((resolve) => raw.once('connect', resolve));
      raw.write(
        [
          'GET /api/ws/ HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          `Sec-WebSocket-Protocol: ${NOTIFICATION_SOCKET_PROTOCOL}, ${token}`,
          '',
          '',
        ].join('\r\n'),
      );
      raw.resetAndDestroy();
    }
    // The process is still here and still serves sockets.
    const after = await open(me.token);
    expect(await after.next()).toEqual({ type: 'unread_count', data: { unread_count: 0 } });
  });

  it('reaches every open socket of the member (two tabs)', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    const [tab1, tab2] = [await open(me.token), await open(me.token)];
    await app.inject({
      method: 'POST',
      url: `/api/community/users/${me.user.id}/follow/`,
      headers: (await createUserWithToken(app, { role: 'patient' })).auth,
    });
    for (const tab of [tab1, tab2])
      expect(await tab.next((f) => f.type === 'notification')).toMatchObject({
        data: { notification: { type: 'new_follower' } },
      });
  });

  it('refuses the upgrade (401) without a token, with a bad or expired token, or for an ended session', async () => {
    await expect(openSocket(url)).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(url, 'not-a-token')).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(url, undefined, [])).rejects.toMatchObject({ status: 401 });
    const me = await createUserWithToken(app, { role: 'patient' });
    // The token alone, without our protocol first, is refused too.
    await expect(openSocket(url, undefined, [me.token])).rejects.toMatchObject({ status: 401 });
    await app.deps.db.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.id, me.sessionId));
    await expect(openSocket(url, me.token)).rejects.toMatchObject({ status: 401 });
    const unconfirmed = await createUserWithToken(app, { role: 'patient', confirmed: false });
    await expect(openSocket(url, unconfirmed.token)).rejects.toMatchObject({ status: 403 });
  });

  it('lives beside socket.io on the same server', async () => {
    const me = await createUserWithToken(app, { role: 'patient' });
    const live = await connectRealtime(url.replace('ws://', 'http://').replace('/api/ws/', ''), me.token);
    expect(live.connected).toBe(true);
    live.close();
    const socket = await open(me.token);
    expect(await socket.next()).toMatchObject({ type: 'unread_count' });
  });
});
