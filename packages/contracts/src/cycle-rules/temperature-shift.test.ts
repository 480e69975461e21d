import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv';
import { addDays } from './dates';
import { detectTemperatureShift, type TemperatureReading } from './temperature-shift';

/** 60 real morning temperatures (R lmtest `ftemp`): six fever days, then two cycles, the second a conception. */
function ftemp(): TemperatureReading[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'ftemp_lmtest.csv');
  return readCsv(fs.readFileSync(file, 'utf8'))
    .slice(1)
    .map(({ cells: [, date, temp] }) => ({ date: date!, temperature: Number(temp), disturbed: false }));
}

const series = (start: string, temps: number[], disturbed: number[] = []): TemperatureReading[] =>
  temps.map((t, i) => ({ date: addDays(start, i), temperature: t, disturbed: disturbed.includes(i) }));

describe('three-over-six temperature rise', () => {
  it('finds the conception cycle’s rise in the real ftemp series, leaving the fever days out', () => {
    const readings = ftemp();
    expect(readings).toHaveLength(60);
    expect(readings.slice(0, 6).every((r) => r.temperature >= 37.5)).toBe(true);
    // Cover line 36.5 over 17–22 Aug; 23 Aug 36.6 rises, 24 Aug dips to 36.35 (second exception),
    // 25 Aug 36.7 and 26 Aug 36.9 (0.4 above) confirm.
    expect(detectTemperatureShift(readings)).toEqual({
      lastLowDate: '1990-08-22',
      firstHighDate: '1990-08-23',
      confirmedOn: '1990-08-26',
      coverLine: 36.5,
      rule: 'second_exception',
    });
    // Without the fever days left out, the first six valid lows would include 37.9 °C readings.
    expect(detectTemperatureShift(readings.slice(6))).toEqual(detectTemperatureShift(readings));
  });

  it('does not see a rise in the first cycle of the series, whose highs never hold for three days', () => {
    expect(detectTemperatureShift(ftemp().slice(0, 28))).toBeNull();
  });

  it('takes fever readings for what they are: after six lows, the ftemp fever days make no rise', () => {
    const fever = ftemp()
      .slice(0, 6)
      .map((r) => r.temperature);
    const lows = [36.4, 36.5, 36.4, 36.2, 36.4, 36.3];
    expect(detectTemperatureShift(series('2026-01-01', [...lows, ...fever]))).toBeNull();
    // The same readings marked ordinary but below the fever line would be a rise.
    expect(detectTemperatureShift(series('2026-01-01', [...lows, 36.8, 36.9, 36.9]))?.rule).toBe('standard');
  });

  it('applies the standard rule: three above the six, the third 0.2 °C over the cover line', () => {
    const shift = detectTemperatureShift(
      series('2026-01-01', [36.3, 36.4, 36.3, 36.5, 36.4, 36.3, 36.6, 36.6, 36.7]),
    );
    expect(shift).toEqual({
      lastLowDate: '2026-01-06',
      firstHighDate: '2026-01-07',
      confirmedOn: '2026-01-09',
      coverLine: 36.5,
      rule: 'standard',
    });
  });

  it('applies the first exception: a fourth reading above when the third is under 0.2 °C', () => {
    const lows = [36.3, 36.4, 36.3, 36.5, 36.4, 36.3];
    expect(detectTemperatureShift(series('2026-01-01', [...lows, 36.6, 36.6, 36.6, 36.6]))).toMatchObject({
      confirmedOn: '2026-01-10',
      rule: 'first_exception',
    });
    expect(detectTemperatureShift(series('2026-01-01', [...lows, 36.6, 36.6, 36.6, 36.5]))).toBeNull();
  });

  it('applies the second exception once, never both together', () => {
    const lows = [36.3, 36.4, 36.3, 36.5, 36.4, 36.3];
    expect(detectTemperatureShift(series('2026-01-01', [...lows, 36.6, 36.5, 36.6, 36.7]))).toMatchObject({
      confirmedOn: '2026-01-10',
      rule: 'second_exception',
    });
    // A dip and a third high under 0.2 °C would need both exceptions: no rise.
    expect(detectTemperatureShift(series('2026-01-01', [...lows, 36.6, 36.5, 36.6, 36.6]))).toBeNull();
  });

  it('skips disturbed readings as if not taken', () => {
    const temps = [36.3, 36.4, 36.3, 36.9, 36.5, 36.4, 36.3, 36.6, 36.6, 36.7];
    // Day 4 (36.9, a late night) would lift the cover line; marked disturbed, it is left out.
    expect(detectTemperatureShift(series('2026-01-01', temps))).toBeNull();
    expect(detectTemperatureShift(series('2026-01-01', temps, [3]))).toMatchObject({
      firstHighDate: '2026-01-08',
      coverLine: 36.5,
    });
  });

  it('needs six valid low readings first', () => {
    expect(
      detectTemperatureShift(series('2026-01-01', [36.3, 36.3, 36.3, 36.3, 36.3, 36.8, 36.8, 36.9])),
    ).toBeNull();
  });
});
