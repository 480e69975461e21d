import { describe, expect, it } from 'vitest';
import { readCsv } from '@fertilia/contracts';
import { AMH_REFERENCE, labResult } from '../test/fixtures';
import { LAB_CSV_COLUMNS, labResultsCsv } from './csv';
import { conversionHint } from './form-values';
import { hcgDoublingHours, hcgSteps } from './hcg';
import { trendOf } from './trend';

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

  it('times β-hCG doubling from the exponential rise, and gives none when it does not rise', () => {
    expect(
      hcgDoublingHours({ value: 100, taken_on: '2026-07-01' }, { value: 200, taken_on: '2026-07-03' }),
    ).toBeCloseTo(48);
    expect(
      hcgDoublingHours({ value: 100, taken_on: '2026-07-01' }, { value: 90, taken_on: '2026-07-03' }),
    ).toBeNull();
    expect(
      hcgDoublingHours({ value: 100, taken_on: '2026-07-01' }, { value: 200, taken_on: '2026-07-01' }),
    ).toBeNull();
    const steps = hcgSteps([
      labResult({ id: 1, test: 'hcg', value: 100, taken_on: '2026-07-01' }),
      labResult({ id: 2, test: 'hcg', value: 130, taken_on: '2026-07-03' }),
      labResult({ id: 3, test: 'hcg', value: 120, taken_on: '2026-07-05' }),
    ]);
    expect(steps[0]!.reading).toMatch(/slower than the usual/);
    expect(steps[1]!.doublingHours).toBeNull();
    expect(steps[1]!.reading).toMatch(/went down/);
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
