import { conflict, percentOf } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { EscrowRow } from '../../db/schema';
import type { Context } from '../../http/context';
import { balanceOf, postEntry, reserveFunds } from './ledger';
import { newEscrowAccount, ownedAccount, systemAccount } from './ledger-repo';
import { findEscrowOfAppointment, insertEscrow, lockEscrow, updateEscrow } from './escrow-repo';

type Tx = Context & { db: Transaction };

export const ESCROW_MESSAGES = {
  alreadySettled: 'This payment has already been settled',
  refundTooLarge: 'A refund cannot be more than what is held',
  ownerGone: 'The account this payment belongs to no longer exists',
} as const;

/**
 * Pays a visit from the patient's wallet into an escrow of its own (ADR 016), under the terms in force now:
 * the price, the platform fee and the late-cancellation share. Refused with 409 when her balance is short.
 */
export async function holdVisitPayment(
  tx: Tx,
  visit: { appointmentId: number; patientId: number; expertId: number; amount: number },
): Promise<EscrowRow> {
  const { currency, platformFeePercent, lateCancelRefundPercent } = tx.config.payments;
  const funds = await ownedAccount(tx.db, 'member_funds', visit.patientId, currency);
  await reserveFunds(tx.db, funds, visit.amount);
  const account = await newEscrowAccount(tx.db, currency);
  const escrow = await insertEscrow(tx.db, {
    appointmentId: visit.appointmentId,
    patientId: visit.patientId,
    expertId: visit.expertId,
    accountId: account.id,
    amount: visit.amount,
    currency,
    feePercent: platformFeePercent,
    lateRefundPercent: lateCancelRefundPercent,
    status: 'held',
    createdAt: tx.clock.now(),
    updatedAt: tx.clock.now(),
  });
  await postEntry(tx.db, {
    kind: 'visit_payment',
    at: tx.clock.now(),
    memo: `Consultation payment, appointment #${visit.appointmentId}`,
    actorId: tx.actor?.id ?? null,
    escrowId: escrow.id,
    lines: [
      { account: funds, amount: visit.amount },
      { account, amount: -visit.amount },
    ],
  });
  return escrow;
}

export type Settlement = {
  /** What goes back to the patient's wallet; the rest is released to the expert less the fee. */
  refund: number;
  memo: string;
  disputeId?: number | null;
};

/**
 * Ends an escrow: refunds `refund` to the patient and releases the rest to the expert's earnings, less the
 * platform fee on what is released. Locks the escrow first, so two settlements of one escrow never both
 * happen (the second gets 409). Answers the escrow as it now stands.
 */
export async function settleEscrow(tx: Tx, escrowId: number, settlement: Settlement): Promise<EscrowRow> {
  const escrow = await lockEscrow(tx.db, escrowId);
  if (!escrow || (escrow.status !== 'held' && escrow.status !== 'disputed'))
    throw conflict(ESCROW_MESSAGES.alreadySettled);
  const account = { id: escrow.accountId, kind: 'escrow' as const, currency: escrow.currency };
  const held = await balanceOf(tx.db, account);
  const { refund } = settlement;
  if (!Number.isSafeInteger(refund) || refund < 0 || refund > held)
    throw conflict(ESCROW_MESSAGES.refundTooLarge);
  const release = held - refund;
  const fee = percentOf(release, escrow.feePercent);
  const actorId = tx.actor?.id ?? null;
  const refs = { escrowId: escrow.id, disputeId: settlement.disputeId ?? null, actorId };
  if (refund > 0) {
    if (escrow.patientId === null) throw conflict(ESCROW_MESSAGES.ownerGone);
    const funds = await ownedAccount(tx.db, 'member_funds', escrow.patientId, escrow.currency);
    await postEntry(tx.db, {
      kind: 'refund',
      memo: settlement.memo,
      at: tx.clock.now(),
      ...refs,
      lines: [
        { account, amount: refund },
        { account: funds, amount: -refund },
      ],
    });
  }
  if (release > 0) {
    if (escrow.expertId === null) throw conflict(ESCROW_MESSAGES.ownerGone);
    const earnings = await ownedAccount(tx.db, 'expert_earnings', escrow.expertId, escrow.currency);
    const fees = await systemAccount(tx.db, 'platform_fees', escrow.currency);
    await postEntry(tx.db, {
      kind: 'escrow_release',
      memo: settlement.memo,
      at: tx.clock.now(),
      ...refs,
      lines: [
        { account, amount: release },
        { account: earnings, amount: -(release - fee) },
        { account: fees, amount: -fee },
      ],
    });
  }
  const status = refund === 0 ? 'released' : release === 0 ? 'refunded' : 'partly_refunded';
  return updateEscrow(
    tx.db,
    escrow.id,
    {
      status,
      refundedAmount: escrow.refundedAmount + refund,
      releasedAmount: escrow.releasedAmount + release - fee,
      feeAmount: escrow.feeAmount + fee,
      settledAt: tx.clock.now(),
    },
    tx.clock.now(),
  );
}

/** The escrow holding an appointment's payment, if it was paid. */
export const escrowOfAppointment = (tx: Context, appointmentId: number): Promise<EscrowRow | undefined> =>
  findEscrowOfAppointment(tx.db, appointmentId);

/** Locks an escrow's row for a change of its state (a dispute opened on it); undefined when there is none. */
export const lockEscrowForChange = (tx: Tx, escrowId: number): Promise<EscrowRow | undefined> =>
  lockEscrow(tx.db, escrowId);

/** Sets an escrow's state other than by settling it: disputed, or its release time on completion. */
export const changeEscrow = (
  tx: Tx,
  escrowId: number,
  values: Pick<Partial<EscrowRow>, 'status' | 'releaseAfter' | 'appointmentId'>,
): Promise<EscrowRow> => updateEscrow(tx.db, escrowId, values, tx.clock.now());
