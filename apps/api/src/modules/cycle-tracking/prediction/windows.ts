import {
  PLAUSIBLE_CYCLE_DAYS,
  addDays,
  daysBetween,
  type CompletedCycle,
  type DateRange,
  type Period,
} from '@fertilia/contracts';
import { marginForSd, type CycleForecast } from './forecast';
import { ovulationOf } from './ovulation';
import { FERTILE_DAYS_AFTER_OVULATION, FERTILE_DAYS_BEFORE_OVULATION } from './population';
import type { DaySignal } from './signals';

/** A dated ovulation (LH test or temperature rise) is known to about a day either way. */
export const CONFIRMED_OVULATION_MARGIN = 1;

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The ovulation range around its best date, kept inside its cycle (from the period start to two days before
 * the next, so the day after ovulation is not a period day), and the fertile window that covers that whole
 * range: five days before its earliest day to the day after its latest (Wilcox et al. 1995/2000). An
 * uncertain ovulation therefore widens the window instead of running past it.
 */
export function ovulationWindow(
  best: string,
  margin: number,
  cycle: { start: string; nextStart: string },
): { range: DateRange; fertileStart: string; fertileEnd: string } {
  const lastPossible = addDays(cycle.nextStart, -FERTILE_DAYS_AFTER_OVULATION - 1);
  const range = {
    earliest: earlier(best, later(addDays(best, -margin), cycle.start)),
    latest: later(best, earlier(addDays(best, margin), lastPossible)),
  };
  return {
    range,
    fertileStart: addDays(range.earliest, -FERTILE_DAYS_BEFORE_OVULATION),
    fertileEnd: addDays(range.latest, FERTILE_DAYS_AFTER_OVULATION),
  };
}

/**
 * Her completed cycles as the calendar draws them. An ovulation her signs dated is shown as confirmed; else,
 * in a cycle of plausible length, it is estimated afterwards as the next start less her luteal phase (much
 * surer than a forecast, as the luteal phase varies little). A longer gap holds an unlogged period: only a
 * confirmed ovulation is drawn there.
 */
export function completedCycles(
  periods: readonly Period[],
  days: readonly DaySignal[],
  forecast: CycleForecast,
): CompletedCycle[] {
  return periods.slice(0, -1).flatMap((period, i) => {
    const nextStart = periods[i + 1]!.start;
    const cycle = { start: period.start, nextStart };
    const signs = ovulationOf(days.filter((d) => d.date >= period.start && d.date < nextStart));
    const plausible = daysBetween(period.start, nextStart) <= PLAUSIBLE_CYCLE_DAYS.max;
    if (!signs && !plausible) return [];
    const best = signs?.date ?? later(period.start, addDays(nextStart, -forecast.lutealLength));
    const margin = signs ? CONFIRMED_OVULATION_MARGIN : marginForSd(forecast.luteal.sd);
    const window = ovulationWindow(best, margin, cycle);
    return [
      {
        start: period.start,
        end: addDays(nextStart, -1),
        ovulation_date: best,
        ovulation_source: signs?.source ?? 'calendar',
        fertile_window_start: window.fertileStart,
        fertile_window_end: window.fertileEnd,
      },
    ];
  });
}
