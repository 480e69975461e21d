import { describe, expect, it } from 'vitest';
import { readCsv } from '@fertilia/contracts';
import { AMH_REFERENCE, labResult } from '../test/fixtures';
import { LAB_CSV_COLUMNS, labResultsCsv } from './csv';
import { conversionHint } from './form-values';
import { hcgSteps } from './hcg';
import { missingRangeReason } from './missing-range';
import { trendOf, yAxisOf } from './trend';

describe('the lab results helpers', () => {
  it('hints the value in the standard unit only when another unit is chosen', () => {
    expect(conversionHint('amh', '15', 'pmol/L')).toBe('= 2.10 ng/mL');
    expect(conversionHint('amh', '2.1', 'ng/mL')).toBeNull();
    expect(conversionHint('amh', '', 'pmol/L')).toBeNull();
    expect(conversionHint('estradiol', '100', 'pg/mL')).toBe('= 367 pmol/L');
  });

  it('puts every result of a test in one unit, oldest first, with the latest range converted', () => {
    const trend = trendOf(
      [
        labResult({
          id: 2,
          test: 'amh',
          value: 6,
          unit: 'pmol/L',
          taken_on: '2026-06-10',
          reference: AMH_REFERENCE,
        }),
        labResult({ id: 1, test: 'amh', value: 1.8, taken_on: '2026-03-02' }),
        labResult({ id: 3, test: 'fsh', value: 7, taken_on: '2026-03-02' }),
      ],
      'amh',
      'pmol/L',
    );
    expect(trend.points.map((p) => [p.date, p.value, p.reported])).toEqual([
      ['2026-03-02', 12.85, '1.8 ng/mL'],
      ['2026-06-10', 6, null],
    ]);
    expect(trend.band).toMatchObject({ low: 7.14, high: 24.99 });
  });

  it('reads each pair of consecutive β-hCG results on different days, in IU/L whatever the unit', () => {
    const steps = hcgSteps([
      labResult({ id: 1, test: 'hcg', value: 100, taken_on: '2026-07-01' }),
      labResult({ id: 4, test: 'hcg', value: 110, taken_on: '2026-07-01' }),
      labResult({ id: 2, test: 'hcg', value: 200, unit: 'mIU/mL', taken_on: '2026-07-03' }),
      labResult({ id: 3, test: 'hcg', value: 150, taken_on: '2026-07-05' }),
    ]);
    expect(steps.map((s) => [s.from.id, s.to.id])).toEqual([
      [4, 2],
      [2, 3],
    ]);
    expect(steps[0]!.reading.doubling_hours).toBeCloseTo((48 * Math.LN2) / Math.log(200 / 110));
    expect(steps[1]!.reading.doubling_hours).toBeNull();
    expect(steps[1]!.reading.words).toMatch(/not higher than the earlier one/);
  });

  it('gives the chart a y axis in round steps, with room above the highest value', () => {
    expect(yAxisOf(2.1)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(yAxisOf(3.5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(yAxisOf(14.99).ticks.at(-1)).toBeGreaterThan(14.99);
    expect(yAxisOf(0)).toEqual({ top: 0.25, ticks: [0, 0.25] });
  });

  it('says what would give a result its reference range', () => {
    const amh = labResult({ id: 1, test: 'amh', value: 2, taken_on: '2026-03-02' });
    expect(missingRangeReason(amh, true)).toMatch(/depends on your age: add your date of birth/);
    expect(missingRangeReason(amh, false)).toMatch(/depends on her age/);
    const fsh = labResult({ id: 2, test: 'fsh', value: 7, taken_on: '2026-03-02' });
    expect(missingRangeReason(fsh, true)).toMatch(/depends on the day of your cycle/);
    const hcg = labResult({ id: 3, test: 'hcg', value: 110, taken_on: '2026-03-02' });
    expect(missingRangeReason(hcg, true)).toBe('No published reference range applies to this result.');
  });

  it('exports every result as CSV that reads back with its columns', () => {
    const rows = readCsv(
      labResultsCsv([
        labResult({
          id: 1,
          test: 'amh',
          value: 1.8,
          taken_on: '2026-03-02',
          reference: AMH_REFERENCE,
          flag: 'normal',
          notes: 'Fasting, "early"',
        }),
      ]),
    );
    expect(rows[0]!.cells).toEqual([...LAB_CSV_COLUMNS]);
    expect(rows[1]!.cells).toEqual([
      '2026-03-02',
      'AMH (anti-Müllerian hormone)',
      '1.8',
      'ng/mL',
      '1.8',
      'ng/mL',
      '',
      'In range',
      '1',
      '3.5',
      'ng/mL',
      'Women 35–37',
      'Seifer et al. 2011',
      '',
      'Fasting, "early"',
    ]);
  });
});
