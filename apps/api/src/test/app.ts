import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { readPgliteTemplate } from './pglite-template';
import type { TestSmtp } from './smtp';
import { createCast, type Cast, type CastSpec } from './users';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a schema of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). PGlite starts from the migrated
 * template of the run's global setup when there is one; `migrate` then finds nothing left to apply.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: readPgliteTemplate() });
    await migrate(handle);
    return handle;
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url, searchPath: schemaName, maxConnections: 5 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schemaName} cascade`);
      await dropper.end();
    },
  };
}

/**
 * One PostgreSQL schema (TEST_DATABASE_URL) reached through `count` separate pools, as separate processes
 * would reach it; closing the first drops the schema. PostgreSQL only: PGlite in memory is one process's.
 */
export async function openSharedTestDatabase(count: number): Promise<DatabaseHandle[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('openSharedTestDatabase needs TEST_DATABASE_URL');
  const first = await openTestDatabase();
  const result = (await first.db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: { schema: string }[];
  };
  const schemaName = result.rows[0]!.schema;
  const others: DatabaseHandle[] = [];
  for (let i = 1; i < count; i++)
    others.push(await openDatabase({ kind: 'postgres', url, searchPath: schemaName, maxConnections: 5 }));
  return [
    {
      ...first,
      close: async () => {
        for (const other of others) await other.close();
        await first.close();
      },
    },
    ...others,
  ];
}

export type TestAppOptions = BuildOptions & {
  env?: Record<string, string | undefined>;
  /** Share one key prefix between apps that must meet on one Redis (the two-process realtime test). */
  keyPrefix?: string;
  /** A test SMTP server the app sends its mail through (SMTP_URL); it is closed with the app. */
  smtp?: TestSmtp;
};

/** Config for tests: a random secret, silent logs, Redis when REDIS_URL is set, a private key prefix. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: path.join(os.tmpdir(), `fertilia-test-${randomBytes(4).toString('hex')}`),
    REDIS_URL: process.env.REDIS_URL,
    WEB_DIST: path.join(os.tmpdir(), 'fertilia-no-web'),
    ...env,
  });
  return { ...config, keyPrefix: `fertilia-test:${randomBytes(4).toString('hex')}:` };
}

/** Builds the real app on a fresh database. Close it in afterAll; that closes the database and `smtp` too. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { env, keyPrefix, smtp, ...build } = options;
  const db = build.db ?? (await openTestDatabase());
  const config = testConfig(smtp ? { ...env, SMTP_URL: smtp.url } : env);
  const app = await buildApp(keyPrefix ? { ...config, keyPrefix } : config, { ...build, db });
  if (!build.db) app.addHook('onClose', () => db.close());
  if (smtp) app.addHook('onClose', () => smtp.close());
  await app.ready();
  return app;
}

/** A fresh test app and the users `spec` names, for a file's beforeAll; close the app in its afterAll. */
export async function createTestAppWithCast<S extends CastSpec>(
  spec: S,
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; cast: Cast<S> }> {
  const app = await createTestApp(options);
  return { app, cast: await createCast(app, spec) };
}
