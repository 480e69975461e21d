import {
  PAYOUT_MESSAGES,
  conflict,
  formatMoney,
  notFound,
  type AdminPayout,
  type AdminPayoutList,
  type PaginationQuery,
  type Payout,
  type PayoutStatus,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { PayoutRow } from '../../db/schema';
import type { Context, MemberContext } from '../../http/context';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordAudit } from '../audit/service';
import { ownedAccount, postEntry, reserveFunds, systemAccount } from '../ledger/ledger-service';
import {
  adminPayoutPage,
  insertPayout,
  lockPayout,
  payoutWithExpert,
  payoutsOf,
  updatePayout,
  type PayoutWithExpert,
} from './wallet-repo';

type MemberTx = MemberContext & { db: Transaction };

export const payoutDto = (row: PayoutRow): Payout => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

const adminPayoutDto = ({ payout, expert }: PayoutWithExpert): AdminPayout => ({
  ...payoutDto(payout),
  expert: expert
    ? {
        id: expert.id,
        name: [expert.firstName, expert.lastName].filter(Boolean).join(' ') || expert.username,
        email: expert.email,
      }
    : null,
});

/** Moves the amount from her earnings to payouts under review at once, so it cannot be asked for twice. */
export async function requestPayout(tx: MemberTx, amount: number): Promise<Payout> {
  const currency = tx.config.payments.currency;
  const expertId = tx.actor.id;
  const earnings = await ownedAccount(tx.db, 'expert_earnings', expertId, currency);
  const pending = await ownedAccount(tx.db, 'payouts_pending', expertId, currency);
  await reserveFunds(tx.db, earnings, amount, PAYOUT_MESSAGES.insufficientEarnings);
  const now = tx.clock.now();
  const payout = await insertPayout(tx.db, {
    expertId,
    amount,
    currency,
    status: 'requested',
    createdAt: now,
    updatedAt: now,
  });
  await postEntry(tx.db, {
    kind: 'payout_request',
    at: tx.clock.now(),
    memo: `Payout #${payout.id} requested`,
    payoutId: payout.id,
    actorId: expertId,
    lines: [
      { account: earnings, amount },
      { account: pending, amount: -amount },
    ],
  });
  await recordAudit(tx, {
    action: 'payout.requested',
    targetUserId: expertId,
    details: { payout: payout.id, amount },
  });
  return payoutDto(payout);
}

export async function myPayouts(ctx: MemberContext, page: PaginationQuery) {
  const { rows, total } = await payoutsOf(ctx.db, ctx.actor.id, page);
  return { items: rows.map(payoutDto), total, skip: page.skip, limit: page.limit };
}

export async function adminPayouts(
  ctx: MemberContext,
  query: PaginationQuery & { status?: PayoutStatus },
): Promise<AdminPayoutList> {
  const { rows, total } = await adminPayoutPage(ctx.db, query);
  return { items: rows.map(adminPayoutDto), total, skip: query.skip, limit: query.limit };
}

async function lockRequested(tx: Context, id: number): Promise<PayoutRow> {
  const payout = await lockPayout(tx.db, id);
  if (!payout) throw notFound(PAYOUT_MESSAGES.payoutNotFound);
  if (payout.status !== 'requested') throw conflict(PAYOUT_MESSAGES.alreadyDecided);
  return payout;
}

async function tell(
  tx: Context & { db: Transaction },
  payout: PayoutRow,
  title: string,
  message: string,
): Promise<void> {
  if (payout.expertId === null) return;
  await tx.notifications.notify(
    { userId: payout.expertId, type: 'payment_update', title, message, link: '/wallet' },
    tx.db,
  );
}

/**
 * Pays a requested payout through the provider (the sandbox pays at once; the same idempotency key names the
 * same payout, so a retried approval never pays twice) and moves it out of payouts under review.
 */
export async function approvePayout(
  tx: MemberTx,
  provider: PaymentProvider,
  id: number,
): Promise<AdminPayout> {
  const payout = await lockRequested(tx, id);
  if (payout.expertId === null) throw conflict('The expert of this payout no longer has an account');
  const paid = await provider.createPayout(tx, {
    amount: payout.amount,
    currency: payout.currency,
    expertId: payout.expertId,
    idempotency_key: `payout-${payout.id}`,
  });
  if (paid.status !== 'paid') throw conflict('The provider did not pay this payout; try again later');
  const pending = await ownedAccount(tx.db, 'payouts_pending', payout.expertId, payout.currency);
  const clearing = await systemAccount(tx.db, 'provider_clearing', payout.currency);
  await postEntry(tx.db, {
    kind: 'payout_paid',
    at: tx.clock.now(),
    memo: `Payout #${payout.id} paid`,
    payoutId: payout.id,
    actorId: tx.actor.id,
    lines: [
      { account: pending, amount: payout.amount },
      { account: clearing, amount: -payout.amount },
    ],
  });
  const now = tx.clock.now();
  const updated = await updatePayout(tx.db, id, {
    status: 'paid',
    providerPayoutId: paid.id,
    decidedById: tx.actor.id,
    decidedAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: 'payout.approved',
    targetUserId: payout.expertId,
    details: { payout: id, amount: payout.amount },
  });
  await tell(tx, updated, 'Payout paid', `Your payout of ${formatMoney(updated)} was approved and paid.`);
  return adminPayoutDto((await payoutWithExpert(tx.db, id))!);
}

/** Refuses a requested payout with a reason: the amount returns to her available earnings. */
export async function refusePayout(tx: MemberTx, id: number, reason: string): Promise<AdminPayout> {
  const payout = await lockRequested(tx, id);
  if (payout.expertId === null) throw conflict('The expert of this payout no longer has an account');
  const pending = await ownedAccount(tx.db, 'payouts_pending', payout.expertId, payout.currency);
  const earnings = await ownedAccount(tx.db, 'expert_earnings', payout.expertId, payout.currency);
  await postEntry(tx.db, {
    kind: 'payout_refused',
    at: tx.clock.now(),
    memo: `Payout #${payout.id} refused`,
    payoutId: payout.id,
    actorId: tx.actor.id,
    lines: [
      { account: pending, amount: payout.amount },
      { account: earnings, amount: -payout.amount },
    ],
  });
  const now = tx.clock.now();
  const updated = await updatePayout(tx.db, id, {
    status: 'refused',
    reason,
    decidedById: tx.actor.id,
    decidedAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: 'payout.refused',
    targetUserId: payout.expertId,
    details: { payout: id, amount: payout.amount },
  });
  await tell(
    tx,
    updated,
    'Payout refused',
    `Your payout of ${formatMoney(updated)} was refused and returned to your available earnings. Open your wallet to read why.`,
  );
  return adminPayoutDto((await payoutWithExpert(tx.db, id))!);
}
