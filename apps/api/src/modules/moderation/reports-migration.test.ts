import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { MIGRATIONS_DIR, migrate, rowsOf } from '../../db/migrate';

/*
 * Migration 0008 folds conversation_message_reports into content_reports. A database that already holds
 * message reports (migrated up to 0007 and used) must keep every one of them, as target_type 'message'.
 */

const BEFORE = '0007_jobs';
let handle: DatabaseHandle;
let oldDir: string;

/** The committed migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fertilia-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`${last} is not in the journal`);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(text));

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  oldDir = migrationsUpTo(BEFORE);
  const applied = await migrate(handle, oldDir);
  expect(applied.at(-1)).toBe(BEFORE);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(oldDir, { recursive: true, force: true });
});

describe('migration 0008: one reports table', () => {
  it('moves every message report into content_reports, then drops the old table', async () => {
    const [ana, ben, mod] = await query<{ id: number }>(sql`
      insert into users (email, username, password_hash, role) values
        ('ana@example.com', 'ana', 'x', 'patient'),
        ('ben@example.com', 'ben', 'x', 'patient'),
        ('mod@example.com', 'mod', 'x', 'content_moderator')
      returning id`);
    const [conversation] = await query<{ id: number }>(
      sql`insert into conversations (type, created_by) values ('direct', ${ana!.id}) returning id`,
    );
    const [first, second] = await query<{ id: number }>(sql`
      insert into conversation_messages (conversation_id, sender_id, session_id, content) values
        (${conversation!.id}, ${ben!.id}, ${conversation!.id}, 'Buy my pills'),
        (${conversation!.id}, ${ben!.id}, ${conversation!.id}, 'Still selling')
      returning id`);
    await handle.db.execute(sql`
      insert into conversation_message_reports
        (message_id, reporter_id, reason, status, created_at, decision, decision_reason, resolved_by, resolved_at)
      values
        (${first!.id}, ${ana!.id}, 'Spam in a chat', 'resolved', '2026-11-01T10:00:00Z', 'removed',
         'Selling is not allowed', ${mod!.id}, '2026-11-02T09:00:00Z'),
        (${second!.id}, ${ana!.id}, 'Spam again', 'open', '2026-11-03T10:00:00Z', null, null, null, null)`);
    // A post report with the same number as a message: the target type keeps them apart.
    await handle.db.execute(sql`
      insert into content_reports (reporter_id, target_type, target_id, reason)
      values (${ana!.id}, 'post', ${first!.id}, 'An unkind post')`);

    // Later migrations run after it; 0008 must be the first one this database had not seen.
    expect((await migrate(handle))[0]).toBe('0008_one_reports_table');

    const moved = await query<Record<string, unknown>>(sql`
      select reporter_id, target_id, reason, status, decision, decision_reason, resolved_by,
             resolved_at::text as resolved_at, created_at::text as created_at
      from content_reports where target_type = 'message' order by target_id`);
    expect(moved).toEqual([
      {
        reporter_id: ana!.id,
        target_id: first!.id,
        reason: 'Spam in a chat',
        status: 'resolved',
        decision: 'removed',
        decision_reason: 'Selling is not allowed',
        resolved_by: mod!.id,
        resolved_at: '2026-11-02 09:00:00+00',
        created_at: '2026-11-01 10:00:00+00',
      },
      {
        reporter_id: ana!.id,
        target_id: second!.id,
        reason: 'Spam again',
        status: 'open',
        decision: null,
        decision_reason: null,
        resolved_by: null,
        resolved_at: null,
        created_at: '2026-11-03 10:00:00+00',
      },
    ]);
    const posts = await query<{ reason: string }>(
      sql`select reason from content_reports where target_type = 'post'`,
    );
    expect(posts).toEqual([{ reason: 'An unkind post' }]);
    const [old] = await query<{ name: string | null }>(
      sql`select to_regclass('conversation_message_reports')::text as name`,
    );
    expect(old!.name).toBeNull();
  });

  it('allows message reports and still refuses unknown target types and decisions', async () => {
    const [user] = await query<{ id: number }>(sql`select id from users where username = 'ben'`);
    await handle.db.execute(sql`
      insert into content_reports (reporter_id, target_type, target_id, reason)
      values (${user!.id}, 'message', 1, 'Reported after the move')`);
    await expect(
      handle.db.execute(sql`
        insert into content_reports (reporter_id, target_type, target_id, reason)
        values (${user!.id}, 'profile', 1, 'Not something we moderate')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`
        insert into content_reports (reporter_id, target_type, target_id, reason, decision)
        values (${user!.id}, 'comment', 1, 'A bad decision value', 'banned')`),
    ).rejects.toThrow();
  });
});
