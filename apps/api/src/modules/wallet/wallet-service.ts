import {
  ACCOUNT_NORMAL_SIDE,
  JOURNAL_ENTRY_LABELS,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_ACCOUNT_LABELS,
  notFound,
  type Books,
  type LedgerAccountKind,
  type PaginationQuery,
  type Role,
  type Wallet,
  type WalletHistory,
} from '@fertilia/contracts';
import type { Context, MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { bookTotals, findUserRole, heldForExpert, historyPage, ownedSums } from './wallet-repo';

/** A raw sum of lines read on the account's normal side (what is owed or held counts up). */
const readSide = (kind: LedgerAccountKind, sum: number) =>
  ACCOUNT_NORMAL_SIDE[kind] === 'credit' ? 0 - sum : sum;
const isProfessional = (role: Role) => role === 'expert' || role === 'doctor';

async function walletOf(ctx: Context, userId: number, role: Role): Promise<Wallet> {
  const currency = ctx.config.payments.currency;
  const sums = await ownedSums(ctx.db, userId, currency);
  const balance = (kind: LedgerAccountKind) => readSide(kind, sums[kind] ?? 0);
  const professional = isProfessional(role);
  return {
    currency,
    funds: balance('member_funds'),
    earnings: professional ? balance('expert_earnings') : null,
    payouts_pending: professional ? balance('payouts_pending') : null,
    held_in_escrow: professional ? await heldForExpert(ctx.db, userId, currency) : null,
  };
}

async function historyOf(ctx: Context, userId: number, page: PaginationQuery): Promise<WalletHistory> {
  const { rows, total } = await historyPage(ctx.db, userId, page);
  return {
    items: rows.map((row) => ({
      id: row.id,
      entry_id: row.entryId,
      kind: row.kind,
      label: JOURNAL_ENTRY_LABELS[row.kind],
      memo: row.memo,
      account: row.account,
      account_label: LEDGER_ACCOUNT_LABELS[row.account],
      // Her accounts are all what the platform owes her: a credit is money in (+), a debit money out (−).
      amount: readSide(row.account, row.amount),
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      appointment_id: row.appointmentId,
    })),
    total,
    skip: page.skip,
    limit: page.limit,
  };
}

export const myWallet = (ctx: MemberContext) => walletOf(ctx, ctx.actor.id, ctx.actor.role);
export const myHistory = (ctx: MemberContext, page: PaginationQuery) => historyOf(ctx, ctx.actor.id, page);

/** A member's wallet as finance reads it; the reading is audited. */
export async function memberWallet(ctx: MemberContext, userId: number): Promise<Wallet> {
  const user = await findUserRole(ctx.db, userId);
  if (!user) throw notFound();
  await recordAudit(ctx, { action: 'wallet.viewed', targetUserId: userId, details: { part: 'balances' } });
  return walletOf(ctx, userId, user.role);
}

export async function memberHistory(
  ctx: MemberContext,
  userId: number,
  page: PaginationQuery,
): Promise<WalletHistory> {
  const user = await findUserRole(ctx.db, userId);
  if (!user) throw notFound();
  await recordAudit(ctx, { action: 'wallet.viewed', targetUserId: userId, details: { part: 'history' } });
  return historyOf(ctx, userId, page);
}

/** The platform's books: each kind's balance on its normal side, and whether every line sums to zero. */
export async function books(ctx: MemberContext): Promise<Books> {
  const currency = ctx.config.payments.currency;
  const totals = await bookTotals(ctx.db, currency);
  return {
    currency,
    accounts: LEDGER_ACCOUNT_KINDS.map((kind) => ({
      kind,
      label: LEDGER_ACCOUNT_LABELS[kind],
      balance: readSide(kind, totals.byKind[kind] ?? 0),
    })),
    entries: totals.entries,
    lines_total: totals.linesTotal,
    balanced: totals.linesTotal === 0,
  };
}
