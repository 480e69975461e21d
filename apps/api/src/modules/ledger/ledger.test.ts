import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { journalEntries, journalLines } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createUserWithToken } from '../../test/users';
import { balanceOf, postEntry, reserveFunds, UnbalancedEntryError } from './ledger';
import { ownedAccount, systemAccount } from './ledger-repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const db = () => app.deps.db.db;

async function fundedMember(amount: number) {
  const { user } = await createUserWithToken(app, { role: 'patient' });
  const funds = await ownedAccount(db(), 'member_funds', user.id, 'GBP');
  const clearing = await systemAccount(db(), 'provider_clearing', 'GBP');
  await postEntry(db(), {
    kind: 'top_up',
    memo: 'Card top-up',
    at: new Date(),
    lines: [
      { account: clearing, amount },
      { account: funds, amount: -amount },
    ],
  });
  return { user, funds, clearing };
}

describe('the ledger', () => {
  it('reads a balance from the lines, each account on its own side', async () => {
    const { funds, clearing } = await fundedMember(2500);
    expect(await balanceOf(db(), funds)).toBe(2500);
    expect(await balanceOf(db(), clearing)).toBeGreaterThanOrEqual(2500);
  });

  it('makes one account per member and kind, however often it is asked for', async () => {
    const { user } = await createUserWithToken(app, { role: 'patient' });
    const [a, b] = await Promise.all([
      ownedAccount(db(), 'member_funds', user.id, 'GBP'),
      ownedAccount(db(), 'member_funds', user.id, 'GBP'),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('refuses an entry that does not sum to zero, with fractions, in two currencies or of one line', async () => {
    const { funds, clearing } = await fundedMember(100);
    const euro = await systemAccount(db(), 'provider_clearing', 'EUR');
    const refused = [
      [
        { account: clearing, amount: 100 },
        { account: funds, amount: -99 },
      ],
      [
        { account: clearing, amount: 0.5 },
        { account: funds, amount: -0.5 },
      ],
      [
        { account: euro, amount: 100 },
        { account: funds, amount: -100 },
      ],
      [{ account: clearing, amount: 100 }],
    ];
    for (const lines of refused)
      await expect(
        postEntry(db(), { kind: 'top_up', memo: 'bad', at: new Date(), lines }),
      ).rejects.toBeInstanceOf(UnbalancedEntryError);
    expect(await balanceOf(db(), funds)).toBe(100);
  });

  it('has a database that refuses to change or remove a line, and to commit an entry that does not balance', async () => {
    const { funds } = await fundedMember(300);
    await expect(db().execute(sql`update journal_lines set amount = amount * 2`)).rejects.toThrow();
    await expect(db().execute(sql`delete from journal_lines`)).rejects.toThrow();
    await expect(db().execute(sql`delete from journal_entries`)).rejects.toThrow();
    await expect(
      db().transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ kind: 'top_up', memo: 'one-sided' })
          .returning({ id: journalEntries.id });
        await tx
          .insert(journalLines)
          .values({ entryId: entry!.id, accountId: funds.id, amount: -5, currency: 'GBP' });
      }),
    ).rejects.toSatisfy((error: Error & { cause?: Error }) =>
      // PostgreSQL reports it at commit, which Drizzle wraps; PGlite at the insert.
      /does not balance/.test(`${error.message} ${error.cause?.message ?? ''}`),
    );
    expect(await balanceOf(db(), funds)).toBe(300);
  });

  it('lets a spender reserve only what the account holds', async () => {
    const { funds } = await fundedMember(1000);
    await expect(db().transaction((tx) => reserveFunds(tx, funds, 1000))).resolves.toBe(1000);
    await expect(db().transaction((tx) => reserveFunds(tx, funds, 1001))).rejects.toThrow(
      /balance is too low/,
    );
  });
});
