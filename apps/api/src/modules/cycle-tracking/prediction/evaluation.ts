import { readCsv, type CycleFlow } from '@fertilia/contracts';
import { confidenceForSd, forecastNextCycle, type PastCycle } from './forecast';

/**
 * Replays real cycle histories through the forecaster the API uses (bench/cycles). Each woman's cycles are
 * taken in order; before each cycle from her second on, we forecast it from the earlier ones only.
 */
export type RecordedCycle = PastCycle & {
  ovulationDay: number | null;
  /** Her bleeding on each day of the period that opens the cycle (FedCycle scores 1 light to 3 heavy). */
  menses: CycleFlow[];
};
export type Series = { id: string; cycles: RecordedCycle[] };

const COLUMNS = [
  'ClientID',
  'CycleNumber',
  'LengthofCycle',
  'EstimatedDayofOvulation',
  'LengthofLutealPhase',
  'LengthofMenses',
];
const MENSES_SCORES = [
  'MensesScoreDayOne',
  'MensesScoreDayTwo',
  'MensesScoreDayThree',
  'MensesScoreDayFour',
  'MensesScoreDayFive',
  'MensesScoreDaySix',
  'MensesScoreDaySeven',
  'MensesScoreDayEight',
  'MensesScoreDayNine',
  'MensesScoreDayTen',
  ...[11, 12, 13, 14, 15].map((day) => `MensesScoreDay${day}`),
];
const FLOW_OF_SCORE: Record<number, CycleFlow> = { 1: 'light', 2: 'medium', 3: 'heavy' };
/** The few cycles without a recorded period length are taken to bleed this long. */
const UNRECORDED_MENSES_DAYS = 5;

/** Reads FedCycleData: one row per cycle; rows repeating a woman's cycle number are duplicates and dropped. */
export function readFedCycleCsv(text: string): { series: Series[]; rows: number; duplicates: number } {
  const [head, ...records] = readCsv(text).filter((row) => row.cells.some((c) => c.trim() !== ''));
  const header = head?.cells ?? [];
  const at = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)]));
  for (const c of COLUMNS) if (at[c]! < 0) throw new Error(`FedCycle file lacks column ${c}`);
  const scoreAt = MENSES_SCORES.map((c) => header.indexOf(c));
  const byWoman = new Map<string, Map<number, RecordedCycle>>();
  let duplicates = 0;
  const int = (v: string | undefined) => (v && v.trim() !== '' ? Number.parseInt(v, 10) : null);
  for (const { cells } of records) {
    const id = cells[at.ClientID!]!.trim();
    const number = int(cells[at.CycleNumber!])!;
    const length = int(cells[at.LengthofCycle!]);
    if (length === null) continue;
    const ovulationDay = int(cells[at.EstimatedDayofOvulation!]);
    // A bleeding day without a score is logged as a medium flow: she logged that she bled, not how much.
    const menses = Array.from(
      { length: int(cells[at.LengthofMenses!]) || UNRECORDED_MENSES_DAYS },
      (_, day): CycleFlow => FLOW_OF_SCORE[int(cells[scoreAt[day] ?? -1]) ?? 0] ?? 'medium',
    );
    const cycles = byWoman.get(id) ?? new Map<number, RecordedCycle>();
    byWoman.set(id, cycles);
    if (cycles.has(number)) {
      duplicates++;
      continue;
    }
    // The luteal phase is what follows ovulation: the cycle's length minus its ovulation day.
    cycles.set(number, {
      length,
      ovulationDay,
      lutealLength: ovulationDay === null ? null : length - ovulationDay,
      menses,
    });
  }
  const series = [...byWoman].map(([id, cycles]) => ({
    id,
    cycles: [...cycles].sort((a, b) => a[0] - b[0]).map(([, c]) => c),
  }));
  return { series, rows: records.length, duplicates };
}

type Errors = { sum: number; n: number };
const add = (e: Errors, err: number) => {
  e.sum += Math.abs(err);
  e.n++;
};
const mae = (e: Errors) => (e.n === 0 ? NaN : e.sum / e.n);

export type EvaluationResult = {
  women: number;
  forecasts: number;
  nextPeriod: { ours: number; calendar28: number; ownMean: number };
  ovulation: { forecasts: number; ours: number; calendar28: number; ownMean: number };
  /** Next period forecast once the cycle's ovulation is known (temperature rise or LH test). */
  nextPeriodAfterOvulation: { forecasts: number; ours: number };
  /** Share of cycles whose true start fell inside our range, and within ±2 days of our date. */
  periodRangeCoverage: number;
  /** Share of cycles with a known ovulation day whose day fell inside our ovulation range. */
  ovulationRangeCoverage: number;
  withinTwoDays: number;
  meanConfidence: number;
};

export function evaluate(series: readonly Series[]): EvaluationResult {
  const period = { ours: { sum: 0, n: 0 }, cal: { sum: 0, n: 0 }, mean: { sum: 0, n: 0 } };
  const ovu = { ours: { sum: 0, n: 0 }, cal: { sum: 0, n: 0 }, mean: { sum: 0, n: 0 } };
  const after = { sum: 0, n: 0 };
  let covered = 0;
  let ovulationCovered = 0;
  let within2 = 0;
  let confidence = 0;
  let women = 0;
  for (const { cycles } of series) {
    if (cycles.length < 2) continue;
    women++;
    for (let k = 1; k < cycles.length; k++) {
      const past = cycles.slice(0, k);
      const actual = cycles[k]!;
      const f = forecastNextCycle(past);
      const ownMean = Math.round(past.reduce((s, c) => s + c.length, 0) / past.length);
      const err = f.cycleLength - actual.length;
      add(period.ours, err);
      add(period.cal, 28 - actual.length);
      add(period.mean, ownMean - actual.length);
      if (Math.abs(err) <= f.periodMargin) covered++;
      if (Math.abs(err) <= 2) within2++;
      confidence += confidenceForSd(f.cycle.sd);
      if (actual.ovulationDay !== null) {
        add(ovu.ours, f.ovulationDay - actual.ovulationDay);
        if (Math.abs(f.ovulationDay - actual.ovulationDay) <= f.ovulationMargin) ovulationCovered++;
        add(ovu.cal, 14 - actual.ovulationDay);
        add(ovu.mean, ownMean - 14 - actual.ovulationDay);
        add(after, actual.ovulationDay + f.lutealLength - actual.length);
      }
    }
  }
  return {
    women,
    forecasts: period.ours.n,
    nextPeriod: { ours: mae(period.ours), calendar28: mae(period.cal), ownMean: mae(period.mean) },
    ovulation: {
      forecasts: ovu.ours.n,
      ours: mae(ovu.ours),
      calendar28: mae(ovu.cal),
      ownMean: mae(ovu.mean),
    },
    nextPeriodAfterOvulation: { forecasts: after.n, ours: mae(after) },
    periodRangeCoverage: covered / period.ours.n,
    ovulationRangeCoverage: ovulationCovered / ovu.ours.n,
    withinTwoDays: within2 / period.ours.n,
    meanConfidence: confidence / period.ours.n,
  };
}
