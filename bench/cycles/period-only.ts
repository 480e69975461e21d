/**
 * The period-only replay (issue 20) summarised for bench/cycles/results.md: errors against the mean of her
 * earlier cycles with a bootstrap interval over women, and how honest the ranges and the score are.
 */
import type {
  PeriodOnlyForecast,
  WomanReplay,
} from '../../apps/api/src/modules/cycle-tracking/prediction/period-only-replay';
import { bootstrapDifference, type WomanErrors } from './bootstrap';

export type PeriodOnlySummary = {
  women: number;
  forecasts: number;
  ours: number;
  ownMean: number;
  difference: ReturnType<typeof bootstrapDifference>;
  inRange: number;
  withinTwoDays: number;
  meanConfidence: number;
  /** Largest excess of the stated chance over the share within ±2 days, across bands (0: never over-claims). */
  overclaim: number;
};

const share = (forecasts: readonly PeriodOnlyForecast[], test: (f: PeriodOnlyForecast) => boolean) =>
  forecasts.filter(test).length / forecasts.length;
const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const withinTwo = (f: PeriodOnlyForecast) => Math.abs(f.ours - f.actual) <= 2;

const errorsOf = ({ forecasts }: WomanReplay): WomanErrors => ({
  ours: forecasts.reduce((s, f) => s + Math.abs(f.ours - f.actual), 0),
  baseline: forecasts.reduce((s, f) => s + Math.abs(f.ownMean - f.actual), 0),
  forecasts: forecasts.length,
});

/** Stated confidence against the share that came within ±2 days, by band of the stated score. */
export function reliability(replay: readonly WomanReplay[]) {
  const all = replay.flatMap((w) => w.forecasts);
  return [
    { band: 'below 50 %', from: 0, to: 0.5 },
    { band: '50–70 %', from: 0.5, to: 0.7 },
    { band: '70 % and over', from: 0.7, to: 1.01 },
  ].map(({ band, from, to }) => {
    const inBand = all.filter((f) => f.confidence >= from && f.confidence < to);
    return {
      band,
      forecasts: inBand.length,
      stated: inBand.length ? mean(inBand.map((f) => f.confidence)) : NaN,
      observed: inBand.length ? share(inBand, withinTwo) : NaN,
    };
  });
}

/** Largest excess of the stated chance over the share that came true, across bands (0: never over-claims). */
export const overclaim = (replay: readonly WomanReplay[]) =>
  Math.max(0, ...reliability(replay).map((b) => (b.forecasts ? b.stated - b.observed : 0)));

export function summarise(replay: readonly WomanReplay[]): PeriodOnlySummary {
  const women = replay.filter((w) => w.forecasts.length > 0);
  const all = women.flatMap((w) => w.forecasts);
  return {
    women: women.length,
    forecasts: all.length,
    ours: mean(all.map((f) => Math.abs(f.ours - f.actual))),
    ownMean: mean(all.map((f) => Math.abs(f.ownMean - f.actual))),
    difference: bootstrapDifference(women.map(errorsOf)),
    inRange: share(all, (f) => f.inRange),
    withinTwoDays: share(all, withinTwo),
    meanConfidence: mean(all.map((f) => f.confidence)),
    overclaim: overclaim(women),
  };
}

/** Only each woman's last forecast, for women with at least `cycles` cycles: the slice issue 20 measured. */
export const lastForecasts = (replay: readonly WomanReplay[], cycles: number): WomanReplay[] =>
  replay
    .filter((w) => w.forecasts.length + 1 >= cycles)
    .map((w) => ({ ...w, forecasts: w.forecasts.slice(-1) }));

const d2 = (x: number) => x.toFixed(2);
const pct = (x: number) => `${Math.round(x * 100)} %`;
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${d2(Math.abs(x))}`;

export const errorRow = (name: string, s: PeriodOnlySummary) =>
  `| ${name} | ${s.women} | ${s.forecasts} | **${d2(s.ours)}** | ${d2(s.ownMean)} | ${signed(s.difference.difference)} [${signed(s.difference.low)}, ${signed(s.difference.high)}] |`;

export const honestyRow = (name: string, s: PeriodOnlySummary) =>
  `| ${name} | ${pct(s.inRange)} | ${pct(s.meanConfidence)} | ${pct(s.withinTwoDays)} |`;

export const reliabilityRows = (name: string, replay: readonly WomanReplay[]) =>
  reliability(replay).map(
    (b) => `| ${name} | ${b.band} | ${b.forecasts} | ${pct(b.stated)} | ${pct(b.observed)} |`,
  );
