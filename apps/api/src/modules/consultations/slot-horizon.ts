import type { FastifyPluginAsync } from 'fastify';
import { inTransaction, type Context } from '../../http/context';
import { fillSlotWindow, horizonOf, rulesOfRow } from './schedule-service';
import { findScheduleRow, schedulesEndingBefore } from './schedule-repo';
import { lockExpertSlots } from './slots-repo';

export const SLOT_HORIZON_JOB = 'consultations.slot-horizon';
/** Once a day: the window moves on by a day, so a daily run keeps it SLOT_HORIZON_WEEKS long. */
export const SLOT_HORIZON_TICK_MS = 24 * 60 * 60_000;

/**
 * Extends every schedule's generated slots from where they stop (or now, if that has passed) to the end of
 * the booking window. Each expert in a transaction of her own under her slot lock, re-reading her schedule
 * there, so a schedule saved meanwhile is never extended with stale rules. Idempotent: a second run finds
 * nothing to do, and a slot already at a start is skipped. Answers how many slots were added.
 */
export async function extendSlotHorizon(ctx: Context): Promise<number> {
  const now = ctx.clock.now();
  const until = horizonOf(now);
  let added = 0;
  for (const { expertId } of await schedulesEndingBefore(ctx.db, until)) {
    added += await inTransaction(ctx, async (tx) => {
      await lockExpertSlots(tx.db, expertId);
      const row = await findScheduleRow(tx.db, expertId);
      if (!row || (row.slotsUntil && row.slotsUntil >= until)) return 0;
      const from = row.slotsUntil && row.slotsUntil > now ? row.slotsUntil : now;
      return fillSlotWindow(tx, rulesOfRow(row), from, until);
    });
  }
  return added;
}

/** The daily job, run once across all processes (ADR 007); tests call extendSlotHorizon directly. */
export const slotHorizonPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.every(SLOT_HORIZON_JOB, SLOT_HORIZON_TICK_MS, async (ctx) => {
    const added = await extendSlotHorizon(ctx);
    if (added) ctx.log.info({ added }, 'consultation slots generated');
  });
};
