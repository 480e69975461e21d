import {
  addDays,
  daysBetween,
  medicalProfileSchema,
  PLAUSIBLE_CYCLE_DAYS,
  type MedicalProfile,
  type Period,
} from '@fertilia/contracts';
import type { z } from 'zod';
import { DEFAULT_PERIOD_DAYS } from './population';
import type { DaySignal } from './signals';

/** What her medical profile (spec 02 §2) says about her cycle; any part may be missing. */
export type CycleProfile = {
  cycleLength?: number | null;
  periodDays?: number | null;
  lastPeriodStart?: string | null;
};

/**
 * A profile date from longer ago than this many of her cycles says too little about the cycle she is in now
 * (each unlogged cycle projected forward halves the confidence, and she may have stopped cycling): ADR 004.
 */
export const PROFILE_DATE_MAX_CYCLES = 3;

const rules = medicalProfileSchema.shape;
/** A stored value as the profile's own rule accepts it today; one that no longer passes counts as missing. */
const checked = <T>(rule: z.ZodType<T>, value: unknown): NonNullable<T> | null =>
  rule.safeParse(value).data ?? null;

/** The cycle part of a stored medical profile. */
export const cycleProfileOf = (medical: MedicalProfile | null | undefined): CycleProfile =>
  medical
    ? {
        cycleLength: checked(rules.menstrual_cycle_length, medical.menstrual_cycle_length),
        periodDays: checked(rules.period_duration, medical.period_duration),
        lastPeriodStart: checked(rules.last_period_date, medical.last_period_date),
      }
    : {};

/**
 * Her profile's last period date as the latest period, lasting her stated period duration, or null when it
 * cannot count: in the future, older than PROFILE_DATE_MAX_CYCLES of her cycles, a day she logged without
 * bleeding, or not clearly after her last logged period (her own log wins; within the shortest plausible
 * cycle of it, it is taken to be that same period remembered less exactly).
 */
export function profilePeriod(
  profile: CycleProfile,
  lastLogged: Period | undefined,
  days: readonly DaySignal[],
  today: string,
  cycleLength: number,
): Period | null {
  const start = profile.lastPeriodStart;
  if (!start || start > today) return null;
  if (daysBetween(start, today) >= PROFILE_DATE_MAX_CYCLES * cycleLength) return null;
  if (
    lastLogged &&
    (start <= lastLogged.end || daysBetween(lastLogged.start, start) < PLAUSIBLE_CYCLE_DAYS.min)
  )
    return null;
  if (days.some((d) => d.date === start && d.flow === 'none')) return null;
  const length = profile.periodDays ?? DEFAULT_PERIOD_DAYS;
  return { start, end: addDays(start, length - 1), days: length };
}

/** Says plainly what of her profile the prediction used, and that her own log will do better. */
export function profileNote(length: boolean, lastPeriod: boolean): string | null {
  const used = [...(length ? ['cycle length'] : []), ...(lastPeriod ? ['last period date'] : [])];
  return used.length
    ? `Uses the ${used.join(' and ')} you entered in your profile; predictions get better with every cycle you log.`
    : null;
}
