import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, readFedCycleCsv } from './evaluation';

/** The bench's data set (bench/data/FedCycleData071012.csv), replayed in full on every test run. */
const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../bench/data/FedCycleData071012.csv',
);

describe('evaluation on 1,665 real cycles (bench/cycles)', () => {
  const { series, rows, duplicates } = readFedCycleCsv(fs.readFileSync(DATA, 'utf8'));
  const result = evaluate(series);

  it('reads every woman and cycle of the file', () => {
    expect(rows).toBe(1665);
    expect(series).toHaveLength(159);
    expect(duplicates).toBe(16);
    expect(result.forecasts).toBe(1490);
  });

  it('forecasts the next period better than a 28-day calendar and than the mean of her past cycles', () => {
    expect(result.nextPeriod.ours).toBeLessThan(result.nextPeriod.calendar28);
    expect(result.nextPeriod.ours).toBeLessThan(result.nextPeriod.ownMean);
  });

  it('forecasts ovulation better than both baselines too', () => {
    expect(result.ovulation.ours).toBeLessThan(result.ovulation.calendar28);
    expect(result.ovulation.ours).toBeLessThan(result.ovulation.ownMean);
  });

  it('gives ranges that hold the true date at least as often as they claim (80 %)', () => {
    expect(result.periodRangeCoverage).toBeGreaterThanOrEqual(0.8);
  });
});
