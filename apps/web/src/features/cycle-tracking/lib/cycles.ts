import { findPeriods, type FlowDay } from '@fertilia/contracts';
import { addDays, type IsoDate } from './dates';

export const isBleeding = (flow: string | null | undefined): boolean => Boolean(flow) && flow !== 'none';

export interface CycleSpan {
  start: IsoDate;
  /** Inclusive; for the current cycle, the last day worth drawing (today or the last logged day). */
  end: IsoDate;
  /** True for the cycle still running. */
  current: boolean;
}

/**
 * Cycles from one period start to the day before the next; the last runs to `until`. Periods are grouped
 * by the API's own rule (`findPeriods`): forgotten days bridged, spotting and mid-cycle bleeding left out.
 */
export function cycleSpans(days: readonly FlowDay[], until: IsoDate): CycleSpan[] {
  const starts = findPeriods(days).map((p) => p.start);
  return starts.map((start, i) => {
    const next = starts[i + 1];
    return next
      ? { start, end: addDays(next, -1), current: false }
      : { start, end: until > start ? until : start, current: true };
  });
}
