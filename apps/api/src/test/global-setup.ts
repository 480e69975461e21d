import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/**
 * Vitest global setup for the api project: builds the migrated database every test file starts from, once per
 * run. A fresh PGlite spends seconds in initdb and then in the migrations; loading a dump of an already migrated
 * one skips both (see openTestDatabase). The template is made by running the real migrations, so they are still
 * exercised on every run. On PostgreSQL (TEST_DATABASE_URL) each file migrates its own schema, as before.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-pglite-template-'));
  const dataDir = path.join(workDir, 'data');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await migrate(handle);
  await handle.close();
  // Reopened raw for its dump: the handle only exposes what the app needs.
  const client = new PGlite(dataDir);
  await client.waitReady; // dumpDataDir does not wait for it
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(workDir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Test workers are forked after global setup and inherit its environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
