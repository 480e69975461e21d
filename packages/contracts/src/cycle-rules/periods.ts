import type { CycleFlow } from '../cycle';
import { daysBetween } from './dates';

/** Bleeding days at most this far apart belong to one period (a day not logged in the middle). */
export const SAME_PERIOD_GAP_DAYS = 3;
/** Cycles outside this span are taken as a missed period log or an exceptional cycle and left out. */
export const PLAUSIBLE_CYCLE_DAYS = { min: 15, max: 60 } as const;

/** The least a logged day needs for period detection: its date and its flow. */
export type FlowDay = { date: string; flow: CycleFlow };
export type Period = { start: string; end: string; days: number };

/**
 * Periods from the logged flow, oldest first. A lone light day is spotting, not a period, unless it is the
 * latest bleeding logged (the first day of a period that has just begun). Bleeding that starts sooner than
 * a plausible cycle after the previous period is mid-cycle bleeding and starts nothing. The API's
 * prediction and the web's calendar and chart both group periods with this one rule.
 */
export function findPeriods(days: readonly FlowDay[]): Period[] {
  const bleeding = days.filter((d) => d.flow !== 'none').sort((a, b) => a.date.localeCompare(b.date));
  const episodes: FlowDay[][] = [];
  for (const day of bleeding) {
    const current = episodes[episodes.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && daysBetween(last.date, day.date) <= SAME_PERIOD_GAP_DAYS) current.push(day);
    else episodes.push([day]);
  }
  const periods: Period[] = [];
  episodes.forEach((episode, i) => {
    const spotting = episode.length === 1 && episode[0]!.flow === 'light' && i < episodes.length - 1;
    if (spotting) return;
    const start = episode[0]!.date;
    const end = episode[episode.length - 1]!.date;
    const previous = periods[periods.length - 1];
    if (previous && daysBetween(previous.start, start) < PLAUSIBLE_CYCLE_DAYS.min) return;
    periods.push({ start, end, days: daysBetween(start, end) + 1 });
  });
  return periods;
}
