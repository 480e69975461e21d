/**
 * The variants of the cycle-length method compared on the development half only (issue 20, ADR 019), each
 * replayed period-only through the API's `predictCycle`. The held-out half is never scored here.
 */
import {
  LENGTH_METHOD,
  type LengthMethod,
} from '../../apps/api/src/modules/cycle-tracking/prediction/cycle-length';
import type { Series } from '../../apps/api/src/modules/cycle-tracking/prediction/evaluation';
import { replayPeriodOnly } from '../../apps/api/src/modules/cycle-tracking/prediction/period-only-replay';
import { summarise, type PeriodOnlySummary } from './period-only';

/** ADR 004's method: a fixed prior weight of half a cycle, her spread pooled with the population's 4 days. */
const ADR_004: LengthMethod = {
  ...LENGTH_METHOD,
  betweenWomenSd: 0,
  missedPeriodRatio: Infinity,
};

export const VARIANTS: [string, LengthMethod][] = [
  [
    'recency-weighted mean, no prior (Huber k = 1000, prior weight 0)',
    { ...ADR_004, huberK: 1000, priorWeight: 0 },
  ],
  ['recency-weighted median (Huber k = 0.01)', { ...ADR_004, huberK: 0.01 }],
  ['ADR 004: Huber k 1.5, half-life 6, fixed prior weight 0.5', ADR_004],
  ['ADR 004 + missed-period rule (1.75 × her median)', { ...ADR_004, missedPeriodRatio: 1.75 }],
  ['ADR 004 + rule, fixed prior weight 1', { ...ADR_004, missedPeriodRatio: 1.75, priorWeight: 1 }],
  ...[2.6, 3, 4, 5].map((sd): [string, LengthMethod] => [
    `ADR 004 + rule, empirical Bayes with between-women SD ${sd} (her spread pooled to 4)`,
    { ...LENGTH_METHOD, betweenWomenSd: sd, withinWomanSd: 4 },
  ]),
  ['kept, but her spread pooled to 2.5 instead of 3', { ...LENGTH_METHOD, withinWomanSd: 2.5 }],
  ['kept, but half-life 3 cycles', { ...LENGTH_METHOD, halfLifeCycles: 3 }],
  ['kept, but half-life 12 cycles', { ...LENGTH_METHOD, halfLifeCycles: 12 }],
  ['kept, but Huber k 1', { ...LENGTH_METHOD, huberK: 1 }],
  ['kept, but Huber k 2', { ...LENGTH_METHOD, huberK: 2 }],
];

export const compareVariants = (
  development: readonly Series[],
): [string, LengthMethod, PeriodOnlySummary][] =>
  VARIANTS.map(([name, method]) => [name, method, summarise(replayPeriodOnly(development, method))]);
