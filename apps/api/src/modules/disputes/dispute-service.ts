import {
  DISPUTE_MESSAGES as M,
  DISPUTE_OUTCOME_LABELS,
  conflict,
  invalidField,
  notFound,
  partialRefundProblem,
  type DisputeDetail,
  type DisputeListQuery,
  type DisputeOpened,
  type DisputePage,
  type DisputeResolve,
  type EscrowListQuery,
  type EscrowPage,
} from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import {
  changeEscrow,
  escrowOfAppointment,
  lockEscrowForChange,
  settleEscrow,
} from '../ledger/escrow-service';
import {
  escrowLines,
  findDisputeView,
  findVisit,
  insertDispute,
  listDisputeViews,
  listEscrowViews,
  lockDispute,
  updateDispute,
} from './disputes-repo';
import { heldIn, toDispute, toDisputeDetail, toEscrowAdmin } from './dispute-dto';
import { tellSides } from './dispute-notices';

type Tx = MemberContext & { db: Transaction };

/**
 * The patient disputes her completed visit's payment while its window is open (ADR 016): the escrow is held
 * as disputed until finance decides. Anyone else's visit is a 404. Run inside `idempotently`.
 */
export async function openDispute(
  tx: Tx,
  input: { appointment_id: number; reason: string },
): Promise<DisputeOpened> {
  const visit = await findVisit(tx.db, input.appointment_id);
  if (!visit || visit.patientId !== tx.actor.id) throw notFound(M.appointmentNotFound);
  const found = await escrowOfAppointment(tx, visit.id);
  const escrow = found && (await lockEscrowForChange(tx, found.id));
  if (!escrow) throw conflict(M.notPaid);
  if (escrow.status === 'disputed') throw conflict(M.alreadyDisputed);
  if (escrow.status !== 'held') throw conflict(M.alreadySettled);
  if (visit.status !== 'completed' || !escrow.releaseAfter) throw conflict(M.notCompleted);
  const now = tx.clock.now();
  if (now.getTime() >= escrow.releaseAfter.getTime()) throw conflict(M.windowPassed);
  await changeEscrow(tx, escrow.id, { status: 'disputed' });
  const dispute = await insertDispute(tx.db, {
    escrowId: escrow.id,
    openedById: tx.actor.id,
    reason: input.reason,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  await tellSides(tx, dispute.id, 'opened');
  await recordAudit(tx, {
    action: 'disputes.opened',
    targetUserId: escrow.expertId,
    details: {
      dispute_id: dispute.id,
      escrow_id: escrow.id,
      appointment_id: visit.id,
      amount: escrow.amount,
    },
  });
  return {
    id: dispute.id,
    appointment_id: visit.id,
    status: dispute.status,
    reason: dispute.reason,
    created_at: dispute.createdAt.toISOString(),
    message: M.opened,
  };
}

export async function listDisputes(ctx: MemberContext, query: DisputeListQuery): Promise<DisputePage> {
  const { rows, total, open } = await listDisputeViews(ctx.db, query);
  return { items: rows.map(toDispute), total, skip: query.skip, limit: query.limit, open_count: open };
}

async function detailOf(ctx: MemberContext, id: number): Promise<DisputeDetail> {
  const view = await findDisputeView(ctx.db, id);
  if (!view) throw notFound(M.disputeNotFound);
  return toDisputeDetail(view, await escrowLines(ctx.db, view.escrow.accountId));
}

export const disputeDetail = (ctx: MemberContext, id: number): Promise<DisputeDetail> => detailOf(ctx, id);

const REFUNDED_STATUS = {
  release: 'released',
  refund: 'refunded',
  partial_refund: 'partly_refunded',
} as const;

/**
 * Finance decides an open dispute: the escrow is settled (refund to the patient, the rest released to the
 * expert less the fee), the decision recorded, audited and told to both sides. Run inside `idempotently`.
 */
export async function resolveDispute(tx: Tx, id: number, input: DisputeResolve): Promise<DisputeDetail> {
  const dispute = await lockDispute(tx.db, id);
  if (!dispute) throw notFound(M.disputeNotFound);
  if (dispute.status !== 'open') throw conflict(M.alreadyResolved);
  const escrow = await lockEscrowForChange(tx, dispute.escrowId);
  if (!escrow || escrow.status !== 'disputed') throw conflict(M.alreadyResolved);
  const held = heldIn(await escrowLines(tx.db, escrow.accountId));
  const refund =
    input.outcome === 'release' ? 0 : input.outcome === 'refund' ? held : (input.refund_amount ?? 0);
  if (input.outcome === 'partial_refund') {
    const problem = partialRefundProblem(refund, { amount: held, currency: escrow.currency });
    if (problem) throw invalidField('body', 'refund_amount', problem);
  }
  const settled = await settleEscrow(tx, escrow.id, {
    refund,
    memo: `Dispute #${id} decided: ${DISPUTE_OUTCOME_LABELS[input.outcome].toLowerCase()}`,
    disputeId: id,
  });
  const now = tx.clock.now();
  await updateDispute(tx.db, id, {
    status: REFUNDED_STATUS[input.outcome],
    refundAmount: refund,
    resolutionNote: input.note,
    resolvedById: tx.actor.id,
    resolvedAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: 'disputes.resolved',
    targetUserId: escrow.patientId,
    details: {
      dispute_id: id,
      escrow_id: escrow.id,
      outcome: input.outcome,
      held,
      refund_amount: refund,
      released_amount: settled.releasedAmount,
      fee_amount: settled.feeAmount,
      currency: escrow.currency,
    },
  });
  await tellSides(tx, id, 'resolved');
  return detailOf(tx, id);
}

export async function listEscrows(ctx: MemberContext, query: EscrowListQuery): Promise<EscrowPage> {
  const { currency } = ctx.config.payments;
  const { rows, total, totals } = await listEscrowViews(ctx.db, query);
  const of = (status: 'held' | 'disputed') => totals.find((t) => t.status === status);
  return {
    items: rows.map(toEscrowAdmin),
    total,
    skip: query.skip,
    limit: query.limit,
    totals: {
      held: { amount: of('held')?.amount ?? 0, currency },
      held_count: of('held')?.n ?? 0,
      disputed: { amount: of('disputed')?.amount ?? 0, currency },
      disputed_count: of('disputed')?.n ?? 0,
    },
  };
}
