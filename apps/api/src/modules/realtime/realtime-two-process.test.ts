import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { NOTIFICATION_SOCKET_PATH, type CommunityComment } from '@fertilia/contracts';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { createTestApp, openTestDatabase } from '../../test/app';
import { createUserWithToken } from '../../test/users';
import { createCommunityPost } from '../moderation/test-helpers';
import { openSocket, type TestSocket } from '../notifications/socket-client';
import { connect, listen, nextEvent, subscribe } from './test-client';

/*
 * Two real OS processes, as in production behind a load balancer: A is this test's process, B is a child
 * `node` running the same app (test/second-process.ts). They share one PostgreSQL schema, one Redis and one key
 * prefix. A socket.io client connected to B must receive the comment written through A's HTTP API. Needs both
 * TEST_DATABASE_URL and REDIS_URL (CI's second run); every wait has a deadline that fails the test.
 */
const enabled = Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);
const ENTRY = fileURLToPath(new URL('./test/second-process.ts', import.meta.url));
const START_TIMEOUT_MS = 45_000;

/** Spawns process B and resolves with its port once it prints LISTENING; rejects if it exits or stalls. */
function startSecondProcess(env: Record<string, string>): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`process B did not listen within ${START_TIMEOUT_MS} ms: ${err}`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`process B exited (${code ?? signal}) before listening: ${err}`));
    });
  });
  return { child, port };
}

/** SIGTERM, then SIGKILL if it has not exited after 5 s. */
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

describe('live events and notifications across two OS processes (Redis, shared PostgreSQL)', () => {
  let a: FastifyInstance | undefined;
  let db: DatabaseHandle | undefined;
  let processB: ChildProcess | undefined;
  const sockets: Socket[] = [];
  const notificationSockets: TestSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const socket of notificationSockets) socket.close();
    await stop(processB);
    await a?.close();
    await db?.close();
  });

  it.skipIf(!enabled)(
    'a comment created through process A reaches socket.io and notification clients connected to process B',
    async () => {
      db = await openTestDatabase();
      const schema = rowsOf<{ schema: string }>(
        await db.db.execute(sql`select current_schema() as schema`),
      )[0]!.schema;
      const keyPrefix = `fertilia-test:${randomBytes(4).toString('hex')}:`;
      const jwtSecret = randomBytes(32).toString('hex');
      a = await createTestApp({ db, keyPrefix, env: { JWT_SECRET: jwtSecret } });
      const urlA = await listen(a);

      const started = startSecondProcess({
        JWT_SECRET: jwtSecret,
        SECOND_PROCESS_SCHEMA: schema,
        SECOND_PROCESS_KEY_PREFIX: keyPrefix,
      });
      processB = started.child;
      const urlB = `http://127.0.0.1:${await started.port}`;
      expect(processB.pid).not.toBe(process.pid);

      const author = await createUserWithToken(a, { role: 'patient' });
      const reader = await createUserWithToken(a, { role: 'patient' });
      const post = await createCommunityPost(a, author);
      const onB = await connect(urlB, reader.token);
      sockets.push(onB);
      expect(await subscribe(onB, `post:${post.slug}`)).toEqual({ ok: true, room: `post:${post.id}` });

      const arriving = nextEvent<{ post_id: number; comment: { id: number; content: string } }>(
        onB,
        'new_comment',
        () => true,
        10_000,
      );
      const created = await fetch(`${urlA}/api/community/comments`, {
        method: 'POST',
        headers: { ...author.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ post_id: post.id, content: 'Written on A, read on B.' }),
      });
      expect(created.status).toBe(201);
      const comment = (await created.json()) as CommunityComment;
      expect(await arriving).toMatchObject({
        post_id: post.id,
        comment: { id: comment.id, content: 'Written on A, read on B.' },
      });

      // The notification socket (/api/ws/) fans out through Redis too: the author, connected to B, hears
      // of the reader's comment written through A, with her unread count.
      const bell = await openSocket(
        `ws://127.0.0.1:${new URL(urlB).port}${NOTIFICATION_SOCKET_PATH}`,
        author.token,
      );
      notificationSockets.push(bell);
      const notified = bell.next((frame) => frame.type === 'notification', 10_000);
      const reply = await fetch(`${urlA}/api/community/comments`, {
        method: 'POST',
        headers: { ...reader.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ post_id: post.id, content: 'Read on B, answered through A.' }),
      });
      expect(reply.status).toBe(201);
      expect(await notified).toMatchObject({
        type: 'notification',
        data: {
          notification: { type: 'comment_on_post', link: expect.stringContaining(post.slug) },
          unread_count: 1,
        },
      });
    },
    90_000,
  );
});
