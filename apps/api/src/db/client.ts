import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withAfterCommit } from './after-commit';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) expose the same Drizzle surface; code depends only on this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with several statements (migrations). */
  execScript(sqlText: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * `dataDir` undefined means in memory (tests). `loadDataDir` starts from a dump made by PGlite's
   * `dumpDataDir()` instead of running initdb (the tests' migrated template).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /** `searchPath` isolates a test file in its own schema on a shared server. */
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    // Options in one object: PGlite drops the second argument when the first (dataDir) is undefined.
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
    const db = withAfterCommit(drizzle(client, { schema }) as unknown as Database);
    return {
      db,
      kind: 'pglite',
      execScript: async (text) => {
        await client.exec(text);
      },
      ping: () => ping(db),
      close: () => client.close(),
    };
  }
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = withAfterCommit(drizzle(pool, { schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    execScript: async (text) => {
      await pool.query(text);
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
