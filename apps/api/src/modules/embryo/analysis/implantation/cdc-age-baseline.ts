import { EMBRYO_AGE_MAX, EMBRYO_AGE_MIN } from '@fertilia/contracts';

/*
 * The age baseline of the implantation estimate (ADR 021): how often a fresh transfer with the woman's own eggs
 * ended in a live birth, by her single year of age, in the US national figures. Embedded here because the API
 * never reads bench/ at runtime; `cdc-age-baseline.test.ts` checks this table against
 * bench/data/cdc_art_per_transfer_by_single_age.csv, the copy of the published figures.
 */

export const CDC_ART_SOURCES = {
  2008: {
    figure: 'Figure 47',
    url: 'http://www.cdc.gov/art/ART2008/sect4_fig46-50.htm',
  },
  2011: {
    figure: 'Figure 39',
    url: 'http://www.cdc.gov/art/ART2011/sect4_fig38-42.htm',
  },
} as const;
export type CdcArtReport = keyof typeof CDC_ART_SOURCES;

/** Report year, age ('<24' is every age under 24), live births per fresh transfer in %: own eggs, donor eggs. */
export type CdcArtRow = readonly [
  report: CdcArtReport,
  age: number | '<24',
  ownEggsPct: number,
  donorEggsPct: number,
];

/** US CDC, Assisted Reproductive Technology National Summary Reports 2008 and 2011 (public domain). */
export const CDC_ART_PER_TRANSFER_BY_AGE: readonly CdcArtRow[] = [
  [2011, '<24', 48.9, 41.7],
  [2011, 24, 45.7, 66.7],
  [2011, 25, 48.2, 75.0],
  [2011, 26, 50.5, 69.0],
  [2011, 27, 48.7, 53.1],
  [2011, 28, 50.0, 63.9],
  [2011, 29, 48.8, 50.0],
  [2011, 30, 46.3, 68.9],
  [2011, 31, 47.1, 56.5],
  [2011, 32, 45.4, 60.9],
  [2011, 33, 44.1, 65.7],
  [2011, 34, 42.1, 61.7],
  [2011, 35, 40.2, 53.8],
  [2011, 36, 38.8, 56.6],
  [2011, 37, 36.0, 56.8],
  [2011, 38, 31.7, 57.8],
  [2011, 39, 27.5, 55.8],
  [2011, 40, 22.7, 52.4],
  [2011, 41, 19.0, 55.7],
  [2008, '<24', 46.8, 46.7],
  [2008, 24, 47.0, 54.5],
  [2008, 25, 46.0, 57.1],
  [2008, 26, 48.6, 68.8],
  [2008, 27, 51.7, 65.4],
  [2008, 28, 50.2, 60.9],
  [2008, 29, 49.7, 54.5],
  [2008, 30, 47.8, 59.8],
  [2008, 31, 48.4, 56.4],
  [2008, 32, 46.7, 59.2],
  [2008, 33, 45.9, 54.9],
  [2008, 34, 42.8, 56.5],
  [2008, 35, 40.2, 50.7],
  [2008, 36, 37.9, 52.9],
  [2008, 37, 34.4, 56.4],
  [2008, 38, 32.9, 56.0],
  [2008, 39, 27.1, 60.0],
];

/** The CDC tables stop at 41 (2011) and 39 (2008); older ages follow the CDC estimator's age curve below. */
export const CDC_TABLE_LAST_AGE = 41;
const YOUNGEST_LISTED = 24;

/**
 * The age terms of the US CDC IVF Success Estimator's published logistic formula for a first IVF with her own
 * eggs and a known cause (formula "1-3": 0.3347309·age − 0.0003249·age^2.763313; bench/data/
 * cdc_ivf_success_estimator_formulas.csv). Only its shape is used: how much the log-odds of a live birth fall
 * from 41 to an older age. It falls ever faster with age, as the national tables do from 35 on, where simply
 * repeating the age-41 figure would promise a 50-year-old what a 41-year-old has.
 */
export const CDC_ESTIMATOR_AGE_TERMS = { linear: 0.3347309, power: -0.0003249, exponent: 2.763313 } as const;
const estimatorAgeTerm = (age: number) =>
  CDC_ESTIMATOR_AGE_TERMS.linear * age +
  CDC_ESTIMATOR_AGE_TERMS.power * age ** CDC_ESTIMATOR_AGE_TERMS.exponent;

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The mean, over the reports that list an age, of the own-eggs figure, as a rate 0–1; ages 18–41. */
function reportedRates(): Map<number, number> {
  const byAge = new Map<number, number[]>();
  for (const [, age, ownEggsPct] of CDC_ART_PER_TRANSFER_BY_AGE) {
    const key = age === '<24' ? YOUNGEST_LISTED - 1 : age;
    byAge.set(key, [...(byAge.get(key) ?? []), ownEggsPct / 100]);
  }
  const rates = new Map<number, number>();
  for (let age = EMBRYO_AGE_MIN; age <= CDC_TABLE_LAST_AGE; age++) {
    const values = byAge.get(Math.max(age, YOUNGEST_LISTED - 1))!;
    rates.set(age, values.reduce((sum, v) => sum + v, 0) / values.length);
  }
  return rates;
}

/**
 * The closest never-rising curve to the reported figures (pool-adjacent-violators, equal weights): the
 * year-to-year wobble under 30 (48.2 % at 25, 50.5 % at 26) is noise in the reports, not biology, and the
 * estimate must never score an older woman higher at the same grade.
 */
export function nonIncreasingFit(values: readonly number[]): number[] {
  const blocks: { sum: number; count: number }[] = [];
  for (const value of values) {
    blocks.push({ sum: value, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      if (before.sum / before.count >= last.sum / last.count) break;
      blocks.splice(-2, 2, { sum: before.sum + last.sum, count: before.count + last.count });
    }
  }
  return blocks.flatMap(({ sum, count }) => Array<number>(count).fill(sum / count));
}

function buildBaseline(): ReadonlyMap<number, number> {
  const reported = reportedRates();
  const ages = [...reported.keys()];
  const fitted = nonIncreasingFit(ages.map((age) => reported.get(age)!));
  const baseline = new Map(ages.map((age, i) => [age, fitted[i]!]));
  const atLast = logit(baseline.get(CDC_TABLE_LAST_AGE)!);
  for (let age = CDC_TABLE_LAST_AGE + 1; age <= EMBRYO_AGE_MAX; age++)
    baseline.set(age, logistic(atLast + estimatorAgeTerm(age) - estimatorAgeTerm(CDC_TABLE_LAST_AGE)));
  return baseline;
}

const BASELINE = buildBaseline();

/** Live births per fresh own-eggs transfer at this age (18–65, whole years), 0–1. */
export function ageBaseline(age: number): number {
  const rate = BASELINE.get(Math.round(Math.min(EMBRYO_AGE_MAX, Math.max(EMBRYO_AGE_MIN, age))));
  if (rate === undefined) throw new RangeError(`no baseline for age ${age}`);
  return rate;
}
