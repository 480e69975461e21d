import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { API_ROOT } from '../paths';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Applies drizzle-kit's committed SQL in order, once each, inside one transaction per file.
 * Our own runner rather than drizzle's so that (a) the schema-qualified names drizzle-kit writes
 * ("public"."users") follow the connection's search_path, which lets each test file own a schema, and
 * (b) an advisory lock makes concurrent start-ups of several API processes safe.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const { db } = handle;
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (handle.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await tx.execute<{ tag: string }>(sql`select tag from schema_migrations`);
    const doneTags = new Set(rowsOf<{ tag: string }>(done).map((r) => r.tag));
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (doneTags.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8').replaceAll('"public".', '');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
