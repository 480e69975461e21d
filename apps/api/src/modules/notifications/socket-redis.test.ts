import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createUserWithToken, openTestSession } from '../../test/users';
import { createCommunityComment, createCommunityPost } from '../moderation/test-helpers';
import { appsOnOneRedis } from '../realtime/test-apps';
import { framesDuring, listenWs, openSocket } from './socket-client';

/*
 * Two app instances as two processes behind a load balancer: one database, one Redis, one key prefix. A
 * member connected to A hears of what happens on B. Runs only with REDIS_URL (CI's PostgreSQL+Redis run).
 */
describe('notification socket across two app processes (Redis pub/sub)', () => {
  const deployment = appsOnOneRedis();

  it.skipIf(!process.env.REDIS_URL)(
    'a comment made on B reaches the author’s socket on A, and only there',
    async () => {
      const a = await deployment.process();
      const b = await deployment.process();
      // Same Redis, another prefix: an unrelated deployment that must hear nothing.
      const stranger = await deployment.stranger();
      const urlA = await listenWs(a);
      const urlStranger = await listenWs(stranger);

      const author = await createUserWithToken(b, { role: 'patient' });
      const post = await createCommunityPost(b, author);
      // Each app signs with its own secret: the same member signs in on A (and on the stranger).
      const tokenOn = async (app: FastifyInstance) =>
        app.deps.accessTokens.sign({
          userId: author.user.id,
          sessionId: await openTestSession(app, author.user.id, app.deps.clock.now()),
          role: author.user.role,
        });
      const onA = deployment.keep(await openSocket(urlA, await tokenOn(a)));
      const onStranger = deployment.keep(await openSocket(urlStranger, await tokenOn(stranger)));
      await onA.next();
      await onStranger.next();

      await createCommunityComment(b, await createUserWithToken(b, { role: 'patient' }), post.id);
      expect(await onA.next((f) => f.type === 'notification')).toMatchObject({
        data: { unread_count: 1, notification: { type: 'comment_on_post' } },
      });
      await b.inject({ method: 'POST', url: '/api/notifications/mark-all-read', headers: author.auth });
      expect(await onA.next((f) => f.type === 'unread_count')).toEqual({
        type: 'unread_count',
        data: { unread_count: 0 },
      });
      expect(await framesDuring(onStranger, 500)).toEqual([]);
    },
  );
});
