import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp, openTestDatabase, type TestAppOptions } from '../../test/app';
import type { TestUser } from '../../test/users';
import { connect, listen } from './test-client';

/* Shared by the live-event test files only: the apps they listen on, and closing what they opened. */

export type LiveTestApp = {
  /** The listening app; set by the first beforeAll of the file. */
  app: FastifyInstance;
  url: string;
  /** A real socket.io client signed in as `user`, closed after the file. */
  open(user: TestUser): Promise<Socket>;
};

/**
 * Registers the file's first beforeAll (a fresh test app, listening) and an afterAll that closes every
 * socket opened through `open`, then the app. Call it at the top of the file, before its own hooks.
 */
export function liveTestApp(options: TestAppOptions = {}): LiveTestApp {
  const sockets: Socket[] = [];
  const live = {
    open: async (user: TestUser) => {
      const socket = await connect(live.url, user.token);
      sockets.push(socket);
      return socket;
    },
  } as LiveTestApp;
  beforeAll(async () => {
    live.app = await createTestApp(options);
    live.url = await listen(live.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await live.app?.close();
  });
  return live;
}

/**
 * App instances as processes behind a load balancer: one database, one Redis. `process()` adds one of the
 * deployment under test (all share one key prefix), `stranger()` one of an unrelated deployment (same Redis,
 * a prefix of its own), `keep(socket)` a client to close. Everything is closed after the file; nothing is
 * opened until the first app is asked for, so a skipped test costs nothing.
 */
export function appsOnOneRedis(options: TestAppOptions = {}) {
  const keyPrefix = `fertilia-test:${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const sockets: { close(): void }[] = [];
  let db: Promise<DatabaseHandle> | undefined;
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const app of apps) await app.close();
    await (await db)?.close();
  });
  const build = async (prefix?: string) => {
    const app = await createTestApp({
      ...options,
      db: await (db ??= openTestDatabase()),
      ...(prefix ? { keyPrefix: prefix } : {}),
    });
    apps.push(app);
    return app;
  };
  return {
    process: () => build(keyPrefix),
    stranger: () => build(),
    keep: <T extends { close(): void }>(socket: T): T => {
      sockets.push(socket);
      return socket;
    },
  };
}
