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
import { ProviderError } from '../payments/payments-service';
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

type Decision = {
  status: Extract<PayoutStatus, 'paid' | 'refused'>;
  /** Where the amount under review goes: out to the provider (paid) or back to her earnings (refused). */
  to: 'provider_clearing' | 'expert_earnings';
  changes: { reason?: string; providerPayoutId?: string };
  notice: { title: string; message: (payout: PayoutRow) => string };
};

/**
 * A finance decision on a requested payout, in one transaction: the amount leaves payouts under review, the
 * payout records who decided and when, the decision is audited and the expert is told.
 */
async function decide(
  tx: MemberTx,
  payout: PayoutRow & { expertId: number },
  d: Decision,
): Promise<AdminPayout> {
  const pending = await ownedAccount(tx.db, 'payouts_pending', payout.expertId, payout.currency);
  const to =
    d.to === 'provider_clearing'
      ? await systemAccount(tx.db, 'provider_clearing', payout.currency)
      : await ownedAccount(tx.db, 'expert_earnings', payout.expertId, payout.currency);
  const now = tx.clock.now();
  await postEntry(tx.db, {
    kind: d.status === 'paid' ? 'payout_paid' : 'payout_refused',
    at: now,
    memo: `Payout #${payout.id} ${d.status}`,
    payoutId: payout.id,
    actorId: tx.actor.id,
    lines: [
      { account: pending, amount: payout.amount },
      { account: to, amount: -payout.amount },
    ],
  });
  const updated = await updatePayout(tx.db, payout.id, {
    status: d.status,
    ...d.changes,
    decidedById: tx.actor.id,
    decidedAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: d.status === 'paid' ? 'payout.approved' : 'payout.refused',
    targetUserId: payout.expertId,
    details: { payout: payout.id, amount: payout.amount },
  });
  await tell(tx, updated, d.notice.title, d.notice.message(updated));
  return adminPayoutDto((await payoutWithExpert(tx.db, payout.id))!);
}

/** The requested payout, locked, whose expert still has an account. */
async function lockDecidable(tx: MemberTx, id: number): Promise<PayoutRow & { expertId: number }> {
  const payout = await lockRequested(tx, id);
  if (payout.expertId === null) throw conflict(PAYOUT_MESSAGES.expertGone);
  return { ...payout, expertId: payout.expertId };
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
  const payout = await lockDecidable(tx, id);
  const paid = await provider
    .createPayout(tx, {
      amount: payout.amount,
      currency: payout.currency,
      expertId: payout.expertId,
      idempotency_key: `payout-${payout.id}`,
    })
    .catch((error: unknown) => {
      // The provider's refusal (Stripe: no connected account yet) is finance's to read, not a server error.
      if (error instanceof ProviderError) throw conflict(error.message);
      throw error;
    });
  if (paid.status !== 'paid') throw conflict(PAYOUT_MESSAGES.providerDidNotPay);
  return decide(tx, payout, {
    status: 'paid',
    to: 'provider_clearing',
    changes: { providerPayoutId: paid.id },
    notice: {
      title: 'Payout paid',
      message: (p) => `Your payout of ${formatMoney(p)} was approved and paid.`,
    },
  });
}

/** Refuses a requested payout with a reason: the amount returns to her available earnings. */
export async function refusePayout(tx: MemberTx, id: number, reason: string): Promise<AdminPayout> {
  const payout = await lockDecidable(tx, id);
  return decide(tx, payout, {
    status: 'refused',
    to: 'expert_earnings',
    changes: { reason },
    notice: {
      title: 'Payout refused',
      message: (p) =>
        `Your payout of ${formatMoney(p)} was refused and returned to your available earnings. Open your wallet to read why.`,
    },
  });
}
