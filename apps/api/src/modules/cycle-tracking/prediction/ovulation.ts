import {
  addDays,
  detectTemperatureShift,
  type OvulationSource,
  type TemperatureShift,
} from '@fertilia/contracts';
import type { DaySignal } from './signals';

export type Ovulation = {
  date: string;
  source: Exclude<OvulationSource, 'calendar'>;
  shift: TemperatureShift | null;
  /** First positive LH test of the cycle, if any. */
  lhPositive: string | null;
};

/**
 * Ovulation of one cycle from its own signs. A positive LH test dates it to the next day (ovulation follows
 * the LH surge by about a day: WHO Task Force 1980); otherwise a confirmed temperature rise dates it to the
 * last low reading (the rise follows ovulation by 1–2 days: Ecochard et al. 2001). Null when neither is there.
 */
export function ovulationOf(days: readonly DaySignal[]): Ovulation | null {
  const shift = detectTemperatureShift(
    days.flatMap((d) =>
      d.temperature === null
        ? []
        : [{ date: d.date, temperature: d.temperature, disturbed: d.temperatureDisturbed }],
    ),
  );
  const lhPositive =
    [...days].sort((a, b) => a.date.localeCompare(b.date)).find((d) => d.lhTest === 'positive')?.date ?? null;
  if (lhPositive) {
    return {
      date: addDays(lhPositive, 1),
      source: shift ? 'temperature_and_lh' : 'lh_test',
      shift,
      lhPositive,
    };
  }
  if (shift) return { date: shift.lastLowDate, source: 'temperature', shift, lhPositive: null };
  return null;
}
