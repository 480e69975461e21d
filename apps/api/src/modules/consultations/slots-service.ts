import {
  CONSULTATION_MESSAGES as M,
  SLOT_HORIZON_WEEKS,
  conflict,
  invalidField,
  isProfessional,
  notFound,
  type MessageResponse,
  type Slot,
  type SlotList,
} from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { listedExpert } from './experts-repo';
import { localDays } from './local-days';
import { freeAfter, scheduleOf } from './schedule-service';
import { toSlot } from './slots-dto';
import {
  deleteSlotRow,
  findSlot,
  insertSlot,
  lockExpertSlots,
  lockSlot,
  slotsInRange,
  slotsOverlapping,
  type SlotWithState,
} from './slots-repo';

const MINUTE_MS = 60_000;
/** A list with no end date reaches to the end of the booking window. */
const LIST_DEFAULT_DAYS = SLOT_HORIZON_WEEKS * 7;

/** Her own slots, or a listed expert's: anything else is as if it did not exist (404). */
async function checkReadable(ctx: MemberContext, expertId: number, missing: string): Promise<void> {
  if (expertId === ctx.actor.id && isProfessional(ctx.actor.role)) return;
  if (!(await listedExpert(ctx.db, expertId, ctx.clock.now()))) throw notFound(missing);
}

/** Free: no live appointment holds it, and it starts after now plus the expert's minimum notice. */
const isFree = ({ slot, booked }: SlotWithState, notBefore: Date) => !booked && slot.startsAt > notBefore;

export type SlotListInput = {
  expert_id?: number;
  date_from?: string;
  date_to?: string;
  time_zone?: string;
  available_only: boolean;
};

/** A professional's own slots by default; anyone names a listed expert's with `expert_id`. */
export async function listSlots(ctx: MemberContext, query: SlotListInput): Promise<SlotList> {
  const expertId = query.expert_id ?? (isProfessional(ctx.actor.role) ? ctx.actor.id : undefined);
  if (expertId === undefined) throw invalidField('query', 'expert_id', M.expertId);
  await checkReadable(ctx, expertId, M.expertNotFound);
  const rules = await scheduleOf(ctx, expertId);
  const zone = query.time_zone ?? ctx.actor.user.timeZone ?? 'UTC';
  const days = localDays(zone, ctx.clock.now(), query, LIST_DEFAULT_DAYS);
  const notBefore = freeAfter(ctx.clock.now(), rules.minNoticeHours);
  const rows = await slotsInRange(ctx.db, { expertId, from: days.from, until: days.until });
  const results = rows
    .map((row) => toSlot(row.slot, isFree(row, notBefore)))
    .filter((slot) => !query.available_only || slot.is_available);
  return { results, count: results.length };
}

/**
 * One slot by hand. It must start in the future and overlap none of her slots; the check runs under her
 * slot lock, so two creations at once cannot both pass it.
 */
export async function createSlot(
  ctx: MemberContext,
  input: { starts_at: string; duration_minutes?: number },
): Promise<Slot> {
  const now = ctx.clock.now();
  const startsAt = new Date(input.starts_at);
  if (startsAt <= now) throw invalidField('body', 'starts_at', M.slotInPast);
  const rules = await scheduleOf(ctx, ctx.actor.id);
  const endsAt = new Date(startsAt.getTime() + (input.duration_minutes ?? rules.slotMinutes) * MINUTE_MS);
  try {
    const row = await inTransaction(ctx, async (tx) => {
      await lockExpertSlots(tx.db, tx.actor.id);
      const overlapping = await slotsOverlapping(tx.db, {
        expertId: tx.actor.id,
        from: startsAt,
        until: endsAt,
        startedBefore: now,
      });
      if (overlapping.length) throw conflict(M.slotOverlaps);
      return insertSlot(tx.db, { expertId: tx.actor.id, startsAt, endsAt, source: 'manual' });
    });
    return toSlot(row, startsAt > freeAfter(now, rules.minNoticeHours));
  } catch (error) {
    // The lock makes this unreachable in practice; the unique (expert, start) index is the last word.
    if (uniqueViolation(error) !== undefined) throw conflict(M.slotOverlaps);
    throw error;
  }
}

/** One slot: hers, or a listed expert's (404 otherwise). */
export async function getSlot(ctx: MemberContext, id: number): Promise<Slot> {
  const found = await findSlot(ctx.db, id);
  if (!found) throw notFound(M.slotNotFound);
  await checkReadable(ctx, found.slot.expertId, M.slotNotFound);
  const rules = await scheduleOf(ctx, found.slot.expertId);
  return toSlot(found.slot, isFree(found, freeAfter(ctx.clock.now(), rules.minNoticeHours)));
}

/** Removes one of her slots (404 for anyone else's); 409 while a live appointment holds it. */
export async function deleteSlot(ctx: MemberContext, id: number): Promise<MessageResponse> {
  await inTransaction(ctx, async (tx) => {
    const found = await lockSlot(tx.db, id);
    if (!found || found.slot.expertId !== tx.actor.id) throw notFound(M.slotNotFound);
    if (found.booked) throw conflict(M.slotBooked);
    await deleteSlotRow(tx.db, id);
  });
  return { message: M.slotDeleted };
}
