import { addDays, daysBetween, type CyclePrediction } from '@fertilia/contracts';
import { LENGTH_METHOD, type LengthMethod } from './cycle-length';
import type { RecordedCycle, Series } from './evaluation';
import { predictCycle } from './predict';
import type { DaySignal } from './signals';

/**
 * Replays a member who logs only her periods (issue 20): before each cycle from her second on, her bleeding
 * days so far go into `predictCycle`, the function the API's predict endpoint calls with her stored days, and
 * its next period date is compared with the true one. No profile, no temperature, no LH test.
 */

/** One forecast of the replay, in days from the start of the period she has just logged. */
export type PeriodOnlyForecast = {
  actual: number;
  ours: number;
  /** The calculator baseline: the plain mean of her earlier cycle lengths, rounded. */
  ownMean: number;
  /** Her true start fell inside the stated next-period range. */
  inRange: boolean;
  confidence: number;
};
export type WomanReplay = { id: string; forecasts: PeriodOnlyForecast[] };

const bleeding = (date: string, flow: DaySignal['flow']): DaySignal => ({
  date,
  flow,
  temperature: null,
  temperatureDisturbed: false,
  lhTest: null,
  cervicalMucus: null,
});

/**
 * Her log as she would have kept it up to `today`, the last day of the period opening `cycles`' last entry:
 * every period's bleeding days, with the flows she recorded, and nothing else.
 */
export function periodOnlyLog(cycles: readonly RecordedCycle[], today: string): DaySignal[] {
  const last = cycles[cycles.length - 1]!;
  let start = addDays(today, -(last.menses.length - 1));
  const starts = [start];
  for (const cycle of cycles.slice(0, -1).reverse()) {
    start = addDays(start, -cycle.length);
    starts.unshift(start);
  }
  return cycles.flatMap((cycle, i) =>
    cycle.menses.map((flow, day) => bleeding(addDays(starts[i]!, day), flow)),
  );
}

/** Her state before cycle `k` (0-based, k ≥ 1): cycles 0..k-1 completed, cycle k's period just logged. */
export function periodOnlyPrediction(
  cycles: readonly RecordedCycle[],
  k: number,
  today: string,
  method: LengthMethod = LENGTH_METHOD,
): CyclePrediction | null {
  return predictCycle(periodOnlyLog(cycles.slice(0, k + 1), today), today, undefined, method);
}

/** Any date does: the replay measures days from her last period start, and no calendar rule depends on it. */
const REPLAY_TODAY = '2026-03-20';

export function replayPeriodOnly(
  series: readonly Series[],
  method: LengthMethod = LENGTH_METHOD,
): WomanReplay[] {
  return series
    .filter(({ cycles }) => cycles.length >= 2)
    .map(({ id, cycles }) => ({
      id,
      forecasts: cycles.slice(1).map((actual, i) => {
        const k = i + 1;
        const prediction = periodOnlyPrediction(cycles, k, REPLAY_TODAY, method)!;
        const start = prediction.prediction_factors.last_period_date;
        const past = cycles.slice(0, k);
        const range = prediction.next_period_range;
        return {
          actual: actual.length,
          ours: daysBetween(start, prediction.next_period_date),
          ownMean: Math.round(past.reduce((s, c) => s + c.length, 0) / past.length),
          inRange:
            daysBetween(start, range.earliest) <= actual.length &&
            daysBetween(start, range.latest) >= actual.length,
          confidence: prediction.confidence_score,
        };
      }),
    }));
}
