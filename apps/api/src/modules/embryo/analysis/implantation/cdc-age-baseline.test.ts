import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsv } from '@fertilia/contracts';
import { describe, expect, it } from 'vitest';
import {
  ageBaseline,
  CDC_ART_PER_TRANSFER_BY_AGE,
  CDC_ART_SOURCES,
  CDC_TABLE_LAST_AGE,
  nonIncreasingFit,
} from './cdc-age-baseline';

const CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../bench/data/cdc_art_per_transfer_by_single_age.csv',
);

describe('CDC age baseline', () => {
  it('embeds exactly the figures of bench/data/cdc_art_per_transfer_by_single_age.csv', () => {
    const [header, ...rows] = readCsv(fs.readFileSync(CSV, 'utf8'));
    expect(header!.cells).toEqual([
      'source',
      'year',
      'figure',
      'url',
      'age',
      'own_eggs_fresh_live_births_per_transfer_pct',
      'donor_eggs_fresh_live_births_per_transfer_pct',
    ]);
    const fromCsv = rows.map(({ cells: [source, year, figure, url, age, own, donor] }) => {
      expect(source).toBe('CDC ART Report');
      const report = Number(year) as keyof typeof CDC_ART_SOURCES;
      expect({ figure, url }).toEqual(CDC_ART_SOURCES[report]);
      return [report, age === '<24' ? '<24' : Number(age), Number(own), Number(donor)];
    });
    expect(CDC_ART_PER_TRANSFER_BY_AGE).toEqual(fromCsv);
  });

  it('pools the two reports and smooths only where the figures rise with age', () => {
    // 34: (42.1 + 42.8) / 2, no rise around it; 41: the 2011 report alone.
    expect(ageBaseline(34)).toBeCloseTo(0.4245, 6);
    expect(ageBaseline(41)).toBeCloseTo(0.19, 6);
    // Under 24 to 26 rise and fall in the reports (47.85, 46.35, 47.1, 49.55 …); pooled into one level.
    expect(ageBaseline(18)).toBe(ageBaseline(26));
    expect(ageBaseline(18)).toBeGreaterThan(0.47);
    expect(ageBaseline(18)).toBeLessThan(0.5);
  });

  it('never rises with age, and beyond 41 keeps falling along the CDC estimator’s age curve', () => {
    for (let age = 18; age < 65; age++) expect(ageBaseline(age + 1)).toBeLessThanOrEqual(ageBaseline(age));
    expect(ageBaseline(CDC_TABLE_LAST_AGE + 1)).toBeLessThan(ageBaseline(CDC_TABLE_LAST_AGE));
    expect(ageBaseline(45)).toBeCloseTo(0.0553, 3);
    expect(ageBaseline(50)).toBeLessThan(0.01);
  });

  it('fits the closest never-rising sequence by pooling neighbours that rise', () => {
    expect(nonIncreasingFit([5, 4, 3])).toEqual([5, 4, 3]);
    expect(nonIncreasingFit([1, 3, 2])).toEqual([2, 2, 2]);
    expect(nonIncreasingFit([4, 2, 3, 1])).toEqual([4, 2.5, 2.5, 1]);
  });
});
