import {
  DEFAULT_SCHEDULE_SETTINGS,
  SLOT_HORIZON_WEEKS,
  type ExpertSchedule,
  type ExpertScheduleUpdate,
  type ScheduleException,
  type WeeklyHours,
} from '@fertilia/contracts';
import type { ExpertScheduleRow } from '../../db/schema';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { findUser } from '../users/service';
import { findScheduleRow, setSlotsUntil, upsertScheduleRow } from './schedule-repo';
import { generateSlots, leaveOutOverlapping } from './slot-generator';
import {
  countFreeSlots,
  deleteUnbookedGeneratedSlots,
  insertSlotsIfAbsent,
  lockExpertSlots,
  slotsOverlapping,
} from './slots-repo';

const HOUR_MS = 3_600_000;
const HORIZON_MS = SLOT_HORIZON_WEEKS * 7 * 24 * HOUR_MS;

/** An expert's booking rules as the other consultation services read them (ADR 013). */
export type ScheduleRules = {
  expertId: number;
  timeZone: string;
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  /** Price per visit in minor units of the platform's currency; 0 is free (ADR 016). */
  priceMinor: number;
  weeklyHours: WeeklyHours[];
  exceptions: ScheduleException[];
  /** False while she has saved none: the defaults below, and no generated slots. */
  saved: boolean;
};

/** The rules of a saved schedule row. */
export const rulesOfRow = (row: ExpertScheduleRow): ScheduleRules => ({
  expertId: row.expertId,
  timeZone: row.timeZone,
  slotMinutes: row.slotMinutes,
  bufferMinutes: row.bufferMinutes,
  minNoticeHours: row.minNoticeHours,
  priceMinor: row.priceMinor,
  weeklyHours: row.weeklyHours,
  exceptions: row.exceptions,
  saved: true,
});

/** What an expert who saved no schedule has: her own zone (else UTC), the default settings, no hours. */
export const defaultRules = (expertId: number, timeZone: string | null): ScheduleRules => ({
  expertId,
  timeZone: timeZone ?? 'UTC',
  slotMinutes: DEFAULT_SCHEDULE_SETTINGS.slot_minutes,
  bufferMinutes: DEFAULT_SCHEDULE_SETTINGS.buffer_minutes,
  minNoticeHours: DEFAULT_SCHEDULE_SETTINGS.min_notice_hours,
  priceMinor: 0,
  weeklyHours: [],
  exceptions: [],
  saved: false,
});

/** The expert's rules: her zone, slot length and minimum notice (the saved schedule, or the defaults). */
export async function scheduleOf(ctx: Context, expertId: number): Promise<ScheduleRules> {
  const row = await findScheduleRow(ctx.db, expertId);
  if (row) return rulesOfRow(row);
  return defaultRules(expertId, (await findUser(ctx, expertId))?.timeZone ?? null);
}

/** A slot starting after this instant may still be booked (the expert's minimum notice). */
export const freeAfter = (now: Date, minNoticeHours: number): Date =>
  new Date(now.getTime() + minNoticeHours * HOUR_MS);

/** The end of the booking window: generated slots exist up to here. */
export const horizonOf = (now: Date): Date => new Date(now.getTime() + HORIZON_MS);

/**
 * Generates the schedule's slots starting in [from, until), leaving out any that overlap a slot she already
 * has (booked, hand-made, or generated before), and records how far they reach. Call inside a transaction
 * holding the expert's slot lock. Answers how many were added.
 */
export async function fillSlotWindow(
  ctx: Context,
  rules: ScheduleRules,
  from: Date,
  until: Date,
): Promise<number> {
  let added = 0;
  if (from < until) {
    const candidates = generateSlots(rules, from, until);
    const existing = await slotsOverlapping(ctx.db, {
      expertId: rules.expertId,
      from,
      until: horizonPad(until),
    });
    const slots = leaveOutOverlapping(candidates, existing).map((s) => ({
      expertId: rules.expertId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      source: 'schedule' as const,
    }));
    added = await insertSlotsIfAbsent(ctx.db, slots);
  }
  await setSlotsUntil(ctx.db, rules.expertId, until);
  return added;
}

/** A generated slot starting just before `until` ends after it: look that much further for overlaps. */
const horizonPad = (until: Date) => new Date(until.getTime() + 4 * HOUR_MS);

async function toSchedule(ctx: MemberContext, rules: ScheduleRules): Promise<ExpertSchedule> {
  const user = ctx.actor.user;
  return {
    time_zone: rules.timeZone,
    slot_minutes: rules.slotMinutes,
    buffer_minutes: rules.bufferMinutes,
    min_notice_hours: rules.minNoticeHours,
    price: rules.priceMinor,
    currency: ctx.config.payments.currency,
    weekly_hours: rules.weeklyHours,
    exceptions: rules.exceptions,
    is_available: user.professionalProfile?.available_for_appointment === true,
    is_verified: user.verificationStatus === 'verified',
    upcoming_free_slots: await countFreeSlots(
      ctx.db,
      rules.expertId,
      freeAfter(ctx.clock.now(), rules.minNoticeHours),
    ),
  };
}

/** The caller's schedule, or the defaults in her own zone when she has saved none. */
export async function getMySchedule(ctx: MemberContext): Promise<ExpertSchedule> {
  const row = await findScheduleRow(ctx.db, ctx.actor.id);
  return toSchedule(ctx, row ? rulesOfRow(row) : defaultRules(ctx.actor.id, ctx.actor.user.timeZone));
}

/**
 * Replaces an expert's schedule and rebuilds her free generated slots: future ones no appointment ever
 * referenced are deleted and the window is generated again from now. Booked and hand-made slots stay; a
 * generated slot overlapping one of them is left out. Run inside a transaction (inTransaction).
 */
export async function replaceSchedule(
  tx: Context,
  { expertId, schedule }: { expertId: number; schedule: ExpertScheduleUpdate },
): Promise<{ rules: ScheduleRules; removed: number; generated: number }> {
  const now = tx.clock.now();
  await lockExpertSlots(tx.db, expertId);
  const row = await upsertScheduleRow(
    tx.db,
    {
      expertId,
      timeZone: schedule.time_zone,
      slotMinutes: schedule.slot_minutes,
      bufferMinutes: schedule.buffer_minutes,
      minNoticeHours: schedule.min_notice_hours,
      ...(schedule.price !== undefined && { priceMinor: schedule.price }),
      weeklyHours: schedule.weekly_hours as WeeklyHours[],
      exceptions: schedule.exceptions as ScheduleException[],
    },
    now,
  );
  const removed = await deleteUnbookedGeneratedSlots(tx.db, expertId, now);
  const rules = rulesOfRow(row);
  const generated = await fillSlotWindow(tx, rules, now, horizonOf(now));
  return { rules, removed, generated };
}

/** PUT experts/schedule: the caller's schedule and her slots, in one transaction, audited. */
export async function saveMySchedule(
  ctx: MemberContext,
  input: ExpertScheduleUpdate,
): Promise<ExpertSchedule> {
  const saved = await inTransaction(ctx, async (tx) => {
    const { rules, removed, generated } = await replaceSchedule(tx, {
      expertId: tx.actor.id,
      schedule: input,
    });
    await recordAudit(tx, {
      action: 'consultation.schedule_changed',
      targetUserId: tx.actor.id,
      details: { removed, generated },
    });
    return rules;
  });
  return toSchedule(ctx, saved);
}
