import {
  DEFAULT_MIN_NOTICE_HOURS,
  SLOT_OFFER_MESSAGES as O,
  conflict,
  isLive,
  notFound,
  type Appointment,
  type SlotOffer,
  type SlotOfferState,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import type { ConsultationSlotRow, SlotOfferRow, SlotWatchRow } from '../../db/schema';
import { inTransaction, type MemberContext } from '../../http/context';
import { findAppointmentRow } from './appointment-repo';
import { findBookableSlot } from './booking-repo';
import { bookSlot } from './booking-service';
import { rescheduleAppointment } from './lifecycle-service';
import { toOffer } from './slot-offer-dto';
import { endWatch, findOfferOf, findWatchView, markOfferClaimed, slotIsHeld } from './slot-watch-repo';

/*
 * Taking a freed time (ADR 014). The offer only points at a slot: booking it, or moving her visit to it, is
 * the ordinary booking or reschedule, with all their rules, and the live-slot unique index decides who of
 * the patients offered the same time has it.
 */

const HOUR_MS = 3_600_000;

async function stateOf(
  db: DbOrTx,
  offer: SlotOfferRow,
  watch: SlotWatchRow,
  now: Date,
): Promise<{ state: SlotOfferState; slot: ConsultationSlotRow }> {
  // The offer goes with its slot (on delete cascade), so the slot is there.
  const found = (await findBookableSlot(db, offer.slotId))!;
  const notice = (found.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS) * HOUR_MS;
  const state: SlotOfferState = offer.claimedAt
    ? 'claimed'
    : watch.endedAt || !found.expertListed
      ? 'closed'
      : found.slot.startsAt.getTime() < now.getTime() + notice
        ? 'passed'
        : (await slotIsHeld(db, offer.slotId))
          ? 'taken'
          : 'available';
  return { state, slot: found.slot };
}

/** Her visit an offer would move: the watch's appointment while it is live and ahead. */
async function visitToMove(db: DbOrTx, watch: SlotWatchRow, now: Date) {
  if (watch.appointmentId === null) return null;
  const visit = await findAppointmentRow(db, watch.appointmentId);
  return visit && isLive(visit.status) && visit.startsAt > now ? visit : null;
}

/** One of her offers (404 for anyone else's), worded in her zone, with whether it can still be taken. */
export async function getOffer(ctx: MemberContext, id: number): Promise<SlotOffer> {
  const found = await findOfferOf(ctx.db, id, ctx.actor.id);
  if (!found) throw notFound(O.offerNotFound);
  const now = ctx.clock.now();
  const { state, slot } = await stateOf(ctx.db, found.offer, found.watch, now);
  const view = (await findWatchView(ctx.db, found.watch.id))!;
  const moves = await visitToMove(ctx.db, found.watch, now);
  return toOffer({ offer: found.offer, slot, view, state, moves });
}

/**
 * She takes the offered time: her visit tied to the watch moves to it (pending for the expert again; its
 * payment follows it), or a new visit is booked on it (paid like any booking: `keyed` as in bookSlot). Her watch ends as booked. If someone took the time meanwhile, the booking's
 * 409 comes back and, the transaction rolled back, her watch stays open for the next freed time.
 */
export async function claimOffer(
  ctx: MemberContext,
  { id, notes, keyed }: { id: number; notes?: string | null; keyed?: boolean },
): Promise<Appointment> {
  return inTransaction(ctx, async (tx) => {
    const found = await findOfferOf(tx.db, id, tx.actor.id, true);
    if (!found) throw notFound(O.offerNotFound);
    const { offer, watch } = found;
    if (offer.claimedAt) throw conflict(O.offerClaimed);
    if (watch.endedAt) throw conflict(O.offerClosed);
    const now = tx.clock.now();
    // Ended before the move, so the move's own change does not end it as withdrawn.
    await endWatch(tx.db, watch.id, 'booked', now);
    await markOfferClaimed(tx.db, offer.id, now);
    return watch.appointmentId !== null
      ? rescheduleAppointment(tx, { id: watch.appointmentId, newSlotId: offer.slotId, reason: O.moveReason })
      : bookSlot(tx, { slotId: offer.slotId, notes, keyed });
  });
}
