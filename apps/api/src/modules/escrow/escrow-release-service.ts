import type { Transaction } from '../../db/client';
import { inTransaction, type Context } from '../../http/context';
import type { JobHandler } from '../../lib/jobs/runner';
import { lockEscrowForChange, settleEscrow } from '../ledger/escrow-service';
import { releaseNotices } from './escrow-notices';
import { declineUnansweredPaidRequest } from '../consultations/lifecycle-service';
import { findDueEscrowIds, findPaymentVisit, findUnansweredPaidRequestIds } from './visit-payment-repo';

/*
 * Releasing a completed visit's payment once its dispute window has passed (ADR 016): a job queued for the
 * escrow's release time, and a sweep every five minutes for any the job missed. Both read the injected
 * clock and both go through releaseWhenDue, which locks the escrow first, so a release happens once.
 */

export const ESCROW_JOBS = { release: 'escrow.release', sweep: 'escrow.release-due' } as const;
export const RELEASE_SWEEP_MS = 5 * 60_000;
/** Escrows released per sweep: the rest wait five minutes. */
const SWEEP_BATCH = 200;

export type ReleaseEscrowJob = { escrowId: number };

type Tx = Context & { db: Transaction };

/** Queues the release of an escrow for its release time (the completion's transaction). */
export const queueRelease = (tx: Tx, escrowId: number, runAt: Date) =>
  tx.jobs.enqueue<ReleaseEscrowJob>(
    tx,
    ESCROW_JOBS.release,
    { escrowId },
    {
      runAt,
      dedupeKey: `escrow:release:${escrowId}`,
    },
  );

/**
 * Releases the escrow to the expert less the fee when it is held and its window has passed; a disputed,
 * settled or not yet due escrow is left alone. Tells both sides. Answers whether it released.
 */
export function releaseWhenDue(ctx: Context, escrowId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const escrow = await lockEscrowForChange(tx, escrowId);
    const now = tx.clock.now();
    if (!escrow || escrow.status !== 'held' || !escrow.releaseAfter || escrow.releaseAfter > now)
      return false;
    const released = await settleEscrow(tx, escrowId, {
      refund: 0,
      memo: `Consultation earnings, appointment #${escrow.appointmentId ?? '—'}`,
    });
    const visit =
      escrow.appointmentId === null ? undefined : await findPaymentVisit(tx.db, escrow.appointmentId);
    if (visit)
      for (const notice of releaseNotices(visit, released, released.releasedAmount))
        await tx.notifications.notify(notice, tx.db);
    return true;
  });
}

export const releaseEscrowJob: JobHandler<ReleaseEscrowJob> = async (ctx, { escrowId }) => {
  await releaseWhenDue(ctx, escrowId);
};

/** The sweep: every held escrow whose window has passed. One that cannot be released is logged, not retried here. */
export async function releaseDueEscrows(ctx: Context): Promise<number> {
  let released = 0;
  for (const id of await findDueEscrowIds(ctx.db, ctx.clock.now(), SWEEP_BATCH)) {
    try {
      if (await releaseWhenDue(ctx, id)) released += 1;
    } catch (error) {
      ctx.log.error({ err: error, escrowId: id }, 'escrow release failed');
    }
  }
  return released;
}

/**
 * The other half of the sweep: a paid request the expert never answered is declined once its time comes, and
 * so refunded in full, instead of holding the patient's money for a visit that will not happen.
 */
export async function declineUnansweredRequests(ctx: Context): Promise<number> {
  let declined = 0;
  for (const id of await findUnansweredPaidRequestIds(ctx.db, ctx.clock.now(), SWEEP_BATCH)) {
    try {
      if (await declineUnansweredPaidRequest(ctx, id)) declined += 1;
    } catch (error) {
      ctx.log.error({ err: error, appointmentId: id }, 'declining an unanswered paid request failed');
    }
  }
  return declined;
}
