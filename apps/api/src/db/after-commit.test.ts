import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/app';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table after_commit_probe (n int)`);
});
afterAll(() => handle.close());

// Both drivers answer raw SQL with { rows }; the shared Database type leaves the result unknown.
const rowsSeenOutside = async () => {
  const result = await handle.db.execute(sql`select count(*)::int as n from after_commit_probe`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
};
const rollback = new Error('roll back');

describe('afterCommit', () => {
  it('runs a hook once the transaction has committed, when other connections can read its work', async () => {
    const seen: number[] = [];
    let ranInside = false;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      expect(afterCommit(tx, () => void rowsSeenOutside().then((n) => seen.push(n)))).toBe(true);
      ranInside = seen.length > 0;
    });
    expect(ranInside).toBe(false);
    await expect.poll(() => seen).toEqual([1]);
    await handle.db.execute(sql`delete from after_commit_probe`);
  });

  it('never runs a hook of a transaction that rolled back', async () => {
    const ran: string[] = [];
    await expect(
      handle.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('outer'));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(ran).toEqual([]);
  });

  it('keeps a released savepoint’s hooks for the outer commit and drops a rolled-back one’s', async () => {
    const ran: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        afterCommit(kept, () => ran.push('kept savepoint'));
      });
      expect(ran).toEqual([]);
      await tx
        .transaction(async (dropped) => {
          afterCommit(dropped, () => ran.push('rolled-back savepoint'));
          throw rollback;
        })
        .catch(() => undefined);
      afterCommit(tx, () => ran.push('outer'));
    });
    expect(ran).toEqual(['kept savepoint', 'outer']);
  });

  it('drops a committed savepoint’s hooks when the transaction around it rolls back', async () => {
    const ran: string[] = [];
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          afterCommit(inner, () => ran.push('inner'));
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(ran).toEqual([]);
  });

  it('says no for the plain database handle, so the caller acts at once', () => {
    expect(afterCommit(handle.db, () => undefined)).toBe(false);
  });
});
