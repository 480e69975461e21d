import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LedgerAccountKind } from '@fertilia/contracts';
import type { TestUser } from '../../test/users';
import { balanceOf, postEntry } from './ledger';
import { ownedAccount, systemAccount } from './ledger-repo';

/* The ledger as tests of every money module read and fund it (ADR 016). */

const currencyOf = (app: FastifyInstance) => app.deps.config.payments.currency;

/** Puts `amount` in the member's wallet as a card top-up posts it (clearing debit, member funds credit). */
export async function fund(app: FastifyInstance, who: TestUser, amount: number): Promise<void> {
  const db = app.deps.db.db;
  const funds = await ownedAccount(db, 'member_funds', who.user.id, currencyOf(app));
  const clearing = await systemAccount(db, 'provider_clearing', currencyOf(app));
  await postEntry(db, {
    kind: 'top_up',
    memo: 'Card top-up',
    at: app.deps.clock.now(),
    lines: [
      { account: clearing, amount },
      { account: funds, amount: -amount },
    ],
  });
}

/** Her balance of that kind, as the wallet reads it. */
export const memberBalance = async (
  app: FastifyInstance,
  kind: Extract<LedgerAccountKind, 'member_funds' | 'expert_earnings' | 'payouts_pending'>,
  who: TestUser,
): Promise<number> =>
  balanceOf(app.deps.db.db, await ownedAccount(app.deps.db.db, kind, who.user.id, currencyOf(app)));

/** What the platform has earned in fees. */
export const platformFees = async (app: FastifyInstance): Promise<number> =>
  balanceOf(app.deps.db.db, await systemAccount(app.deps.db.db, 'platform_fees', currencyOf(app)));

/** The sum of every line of the journal: zero, always. */
export async function journalSum(app: FastifyInstance): Promise<number> {
  const result = (await app.deps.db.db.execute(
    sql`select coalesce(sum(amount), 0)::bigint as total from journal_lines`,
  )) as unknown as { rows: { total: string | number }[] };
  return Number(result.rows[0]!.total);
}
