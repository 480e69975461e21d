import {
  LENGTH_METHOD,
  estimateCycleLength,
  estimateLutealLength,
  type LengthEstimate,
  type LengthMethod,
} from './cycle-length';

/** A completed cycle as the forecaster sees it: its length, and its luteal phase when ovulation was known. */
export type PastCycle = { length: number; lutealLength: number | null };

export type CycleForecast = {
  /** Days from period start to the next period start. */
  cycleLength: number;
  /** Cycle day (day 1 = first day of bleeding) of the expected ovulation. */
  ovulationDay: number;
  lutealLength: number;
  cycle: LengthEstimate;
  luteal: LengthEstimate;
  /** Half-width in days of the ~80 % range given around the next period and the ovulation. */
  periodMargin: number;
  ovulationMargin: number;
};

/** z for a two-sided 80 % normal interval: the range is a plausible span, not a guarantee. */
const Z80 = 1.2816;

/** erf by Abramowitz & Stegun 7.1.26 (error below 1.5e-7), enough for a score shown as a percentage. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return sign * y;
}

/**
 * Chance that the true date falls within ±2 days of the one given, if errors spread normally with this SD
 * (±2.5 on a continuous scale, as dates are whole days). Falls honestly as cycles vary more.
 */
export const confidenceForSd = (sd: number): number => erf(2.5 / (Math.max(sd, 0.5) * Math.SQRT2));

export const marginForSd = (sd: number): number => Math.max(1, Math.round(Z80 * sd));

/**
 * The next cycle's length and ovulation day from her past cycles, oldest first, and her stated length if any
 * (`method` is the API's own unless the bench compares variants).
 */
export function forecastNextCycle(
  history: readonly PastCycle[],
  statedCycleLength?: number | null,
  method: LengthMethod = LENGTH_METHOD,
): CycleForecast {
  const cycle = estimateCycleLength(
    history.map((c) => c.length),
    statedCycleLength,
    method,
  );
  const luteal = estimateLutealLength(
    history.flatMap((c) => (c.lutealLength === null ? [] : [c.lutealLength])),
  );
  const cycleLength = Math.round(cycle.mean);
  const lutealLength = Math.round(luteal.mean);
  // Most of a cycle's variation is in the follicular phase (Bull et al. 2019), so ovulation moves with it.
  const ovulationSd = Math.sqrt(cycle.sd * cycle.sd + luteal.sd * luteal.sd);
  return {
    cycleLength,
    ovulationDay: Math.max(1, cycleLength - lutealLength),
    lutealLength,
    cycle,
    luteal,
    periodMargin: marginForSd(cycle.sd),
    ovulationMargin: marginForSd(ovulationSd),
  };
}
