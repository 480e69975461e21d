import {
  CONSULTATION_MESSAGES as M,
  SLOT_HORIZON_WEEKS,
  SLOT_OFFER_MESSAGES as O,
  conflict,
  invalidFields,
  isLive,
  notFound,
  type MessageResponse,
  type SlotWatch,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { findAppointmentRow } from './appointment-repo';
import { listedExpert } from './experts-repo';
import { toWatch } from './slot-offer-dto';
import { endWatchOf, expireWatches, findWatchView, openWatchesOf, upsertWatch } from './slot-watch-repo';

/*
 * A patient's watches for an earlier time (ADR 014). Nothing here is about health, so nothing is audited:
 * a booking or a move made from an offer is audited as any other.
 */

const HORIZON_MS = SLOT_HORIZON_WEEKS * 7 * 24 * 3_600_000;
const beforeRefused = (msg: string) => invalidFields([{ loc: ['body', 'before'], msg, type: 'value_error' }]);

export type WatchInput = { expertId: number; appointmentId?: number; before?: string };

/**
 * Opens her watch of a listed expert, or replaces the open one's time and visit. Tied to one of her visits
 * with the expert that is live and ahead, `before` defaults to its start; it must be ahead and within the
 * slot horizon (no slot exists beyond it).
 */
export async function createWatch(ctx: MemberContext, input: WatchInput): Promise<SlotWatch> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    if (input.expertId === tx.actor.id) throw conflict(M.ownAppointment);
    if (!(await listedExpert(tx.db, input.expertId, now))) throw notFound(M.expertNotFound);
    let before = input.before === undefined ? undefined : new Date(input.before);
    if (input.appointmentId !== undefined) {
      const visit = await findAppointmentRow(tx.db, input.appointmentId);
      if (!visit || visit.patientId !== tx.actor.id) throw notFound(M.appointmentNotFound);
      if (visit.expertId !== input.expertId || !isLive(visit.status) || visit.startsAt <= now)
        throw conflict(O.appointmentNotWatchable);
      before ??= visit.startsAt;
    }
    if (!before) throw beforeRefused(O.beforeRequired);
    if (before <= now) throw beforeRefused(O.beforeInPast);
    if (before.getTime() > now.getTime() + HORIZON_MS) throw beforeRefused(O.beforeTooFar);
    // An expired watch still open would take the place of the new one in the unique index.
    await expireWatches(tx.db, { patientId: tx.actor.id }, now);
    const watch = await upsertWatch(tx.db, {
      patientId: tx.actor.id,
      expertId: input.expertId,
      appointmentId: input.appointmentId ?? null,
      before,
      now,
    });
    return toWatch((await findWatchView(tx.db, watch.id))!);
  });
}

/** Her open watches; those whose time has passed end as expired first. */
export async function listWatches(ctx: MemberContext): Promise<SlotWatch[]> {
  await expireWatches(ctx.db, { patientId: ctx.actor.id }, ctx.clock.now());
  return (await openWatchesOf(ctx.db, ctx.actor.id)).map(toWatch);
}

/** She stops waiting; anyone else's watch, or one already ended, answers 404. */
export async function withdrawWatch(ctx: MemberContext, id: number): Promise<MessageResponse> {
  const ended = await endWatchOf(ctx.db, id, ctx.actor.id, 'withdrawn', ctx.clock.now());
  if (!ended) throw notFound(O.watchNotFound);
  return { message: O.watchWithdrawn };
}
