import { PLAUSIBLE_CYCLE_DAYS, type CycleLengthSource } from '@fertilia/contracts';
import { POPULATION } from './population';

/** How the next cycle is forecast from the past ones (fixed before evaluation; see ADR 004). */
export const LENGTH_METHOD = {
  /** Only the most recent cycles speak for the next one. */
  maxHistory: 12,
  /** Weight halves every this many cycles back, so a changed pattern takes over within a few cycles. */
  halfLifeCycles: 6,
  /** The population figure counts as this many cycles of evidence; her own first cycle outweighs it. */
  priorWeight: 0.5,
  /** Huber's tuning constant (in robust SDs): values further out count less, as in Huber 1964. */
  huberK: 1.5,
  /** A robust SD below this is treated as this, so a run of identical cycles does not make others outliers. */
  minScale: 1.5,
  /** The population spread counts as this many cycles when estimating her spread. */
  sdPriorWeight: 2,
  /** From this many cycles of her own on, the estimate is called personal. */
  personalFrom: 3,
} as const;

export type LengthEstimate = {
  /** Best single estimate in days (not rounded). */
  mean: number;
  /** Expected spread of the next value in days. */
  sd: number;
  /** Values of her own that were used. */
  used: number;
  source: CycleLengthSource;
};

/** What is assumed before her own values: population figures, or what she stated in her profile. */
export type LengthPrior = {
  mean: number;
  sd: number;
  source: Extract<CycleLengthSource, 'profile' | 'population'>;
};

const weightsFor = (n: number) =>
  Array.from({ length: n }, (_, i) => Math.pow(0.5, (n - 1 - i) / LENGTH_METHOD.halfLifeCycles));

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Huber M-estimate of location with recency weights: one very long cycle pulls it only a little. */
function huberCentre(values: readonly number[], weights: readonly number[], scale: number): number {
  let centre = median(values);
  for (let iteration = 0; iteration < 50; iteration++) {
    let num = 0;
    let den = 0;
    values.forEach((v, i) => {
      const r = Math.abs(v - centre) / scale;
      const w = weights[i]! * (r <= LENGTH_METHOD.huberK ? 1 : LENGTH_METHOD.huberK / r);
      num += w * v;
      den += w;
    });
    const next = num / den;
    if (Math.abs(next - centre) < 1e-6) return next;
    centre = next;
  }
  return centre;
}

/**
 * Forecasts a length (cycle or luteal phase) from past values, oldest first: a recency-weighted Huber
 * estimate shrunk towards the prior (population figure or her stated length), and a robust spread that
 * starts at the prior's and becomes hers as cycles accumulate.
 */
export function estimateLength(
  history: readonly number[],
  prior: LengthPrior,
  plausible: { min: number; max: number } = { min: 1, max: Infinity },
): LengthEstimate {
  const values = history
    .filter((v) => v >= plausible.min && v <= plausible.max)
    .slice(-LENGTH_METHOD.maxHistory);
  if (values.length === 0) return { mean: prior.mean, sd: prior.sd, used: 0, source: prior.source };
  const weights = weightsFor(values.length);
  const wSum = weights.reduce((s, w) => s + w, 0);
  // Normalised median absolute deviation: an SD that a single odd cycle cannot inflate.
  const robustSd = 1.4826 * median(values.map((v) => Math.abs(v - median(values))));
  const centre = huberCentre(values, weights, Math.max(robustSd, LENGTH_METHOD.minScale));
  const mean = (centre * wSum + prior.mean * LENGTH_METHOD.priorWeight) / (wSum + LENGTH_METHOD.priorWeight);
  const n = values.length;
  const k = LENGTH_METHOD.sdPriorWeight;
  const sd = Math.sqrt(((n - 1) * robustSd * robustSd + k * prior.sd * prior.sd) / (n - 1 + k));
  // Named for what was used: one or two of her cycles still lean on the prior, so they are called blended.
  return { mean, sd, used: n, source: n >= LENGTH_METHOD.personalFrom ? 'personal' : 'blended' };
}

/**
 * The length she stated in her profile replaces the population mean as the prior, with the same weight
 * (her first logged cycle outweighs it) and never a narrower spread: recalled lengths are rough (ADR 004).
 */
export const cycleLengthPrior = (statedLength?: number | null): LengthPrior =>
  statedLength
    ? { mean: statedLength, sd: POPULATION.cycleLengthSd, source: 'profile' }
    : { mean: POPULATION.cycleLength, sd: POPULATION.cycleLengthSd, source: 'population' };

export const estimateCycleLength = (
  history: readonly number[],
  statedLength?: number | null,
): LengthEstimate => estimateLength(history, cycleLengthPrior(statedLength), PLAUSIBLE_CYCLE_DAYS);

export const estimateLutealLength = (history: readonly number[]): LengthEstimate =>
  estimateLength(
    history,
    { mean: POPULATION.lutealLength, sd: POPULATION.lutealLengthSd, source: 'population' },
    { min: 5, max: 20 },
  );
