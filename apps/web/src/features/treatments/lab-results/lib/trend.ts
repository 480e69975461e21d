import {
  LAB_TEST_INFO,
  convertLabValue,
  roundLabValue,
  unitsOf,
  type LabReference,
  type LabResult,
  type LabTest,
} from '@fertilia/contracts';

export type TrendPoint = {
  id: number;
  /** ISO date the sample was taken. */
  date: string;
  value: number;
  /** As reported, when that differs from the chart's unit: "15 pmol/L". */
  reported: string | null;
  cycleDay: number | null;
};

export type TrendBand = { low: number | null; high: number | null; appliesTo: string; source: string };

export type Trend = { unit: string; points: TrendPoint[]; band: TrendBand | null };

/** The tests she has results for, in the order of the list of tests. */
export const testsWithResults = (results: readonly LabResult[]): LabTest[] => {
  const present = new Set(results.map((r) => r.test));
  return (Object.keys(LAB_TEST_INFO) as LabTest[]).filter((t) => present.has(t));
};

/** A value of `test` in `unit`, rounded to what is worth reading. */
export const inUnit = (test: LabTest, value: number, from: string, to: string): number =>
  roundLabValue(test, convertLabValue(test, value, from, to));

const bandIn = (test: LabTest, reference: LabReference | null, unit: string): TrendBand | null => {
  if (!reference || (reference.low === null && reference.high === null)) return null;
  const convert = (v: number | null) => (v === null ? null : inUnit(test, v, reference.unit, unit));
  return {
    low: convert(reference.low),
    high: convert(reference.high),
    appliesTo: reference.applies_to,
    source: reference.source,
  };
};

/**
 * Every result of one test in one unit, oldest first, whatever unit each was reported in; the band is the
 * reference range of the latest result (the one that applies to her now: her age, that result's phase).
 */
export function trendOf(results: readonly LabResult[], test: LabTest, unit: string): Trend {
  const mine = results
    .filter((r) => r.test === test)
    .sort((a, b) => (a.taken_on < b.taken_on ? -1 : a.taken_on > b.taken_on ? 1 : a.id - b.id));
  const points = mine.map((r) => ({
    id: r.id,
    date: r.taken_on,
    value: inUnit(test, r.value, r.unit, unit),
    reported: r.unit === unit ? null : `${r.value} ${r.unit}`,
    cycleDay: r.cycle_day,
  }));
  const latest = mine.at(-1);
  return { unit, points, band: latest ? bandIn(test, latest.reference, unit) : null };
}

/** The units the chart may switch between: the standard one first. */
export const chartUnits = (test: LabTest): string[] => [...new Set(unitsOf(test))];

/** A y axis from 0 that reads in round steps (1, 2, 2.5 or 5 times a power of ten) with room above `max`. */
export function yAxisOf(max: number): { top: number; ticks: number[] } {
  const target = max > 0 ? (max * 1.15) / 4 : 0.25;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= target)!;
  const count = Math.max(1, Math.ceil((max * 1.15) / step));
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks.at(-1)!, ticks };
}
