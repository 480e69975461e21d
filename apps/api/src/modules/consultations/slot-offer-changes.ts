import { DEFAULT_MIN_NOTICE_HOURS } from '@fertilia/contracts';
import { findBookableSlot } from './booking-repo';
import { offerNotice } from './slot-offer-dto';
import {
  endWatchesOfAppointment,
  expireWatches,
  slotIsHeld,
  upsertOffer,
  watchesEarlierThan,
} from './slot-watch-repo';
import type { VisitChange, VisitTx } from './visit-changes';

const HOUR_MS = 3_600_000;

/**
 * Freed slots (ADR 014). An appointment that ends or moves ends the watch tied to it; a slot a refusal, a
 * cancellation or a move gives back is offered at once to every patient watching that expert for a time
 * before it, in the transaction that freed it. A completed visit frees nothing.
 */
export async function offersOnChange(tx: VisitTx, change: VisitChange): Promise<void> {
  if (change.kind === 'confirmed') return;
  const ended = change.kind === 'moved' ? change.from : change.appointment;
  await endWatchesOfAppointment(tx.db, ended.id, tx.clock.now());
  if (change.kind === 'ended' && change.how === 'completed') return;
  if (ended.slotId !== null) await offerFreedSlot(tx, ended.slotId, ended.patientId);
}

/**
 * Offers the slot if a patient could book it now: it still exists, its expert is listed, it starts after
 * her minimum notice, and no other live appointment holds it. Not to `freedBy`, who has just given it up.
 */
async function offerFreedSlot(tx: VisitTx, slotId: number, freedBy: number): Promise<void> {
  const found = await findBookableSlot(tx.db, slotId);
  if (!found?.expertListed) return;
  const now = tx.clock.now();
  const { slot } = found;
  const noticeHours = found.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS;
  if (slot.startsAt.getTime() < now.getTime() + noticeHours * HOUR_MS) return;
  if (await slotIsHeld(tx.db, slot.id)) return;
  await expireWatches(tx.db, { expertId: slot.expertId }, now);
  for (const view of await watchesEarlierThan(tx.db, slot.expertId, slot.startsAt, freedBy)) {
    const offer = await upsertOffer(tx.db, {
      watchId: view.watch.id,
      patientId: view.watch.patientId,
      slotId: slot.id,
      now,
    });
    await tx.notifications.notify(offerNotice(view, offer.id, slot), tx.db);
  }
}
