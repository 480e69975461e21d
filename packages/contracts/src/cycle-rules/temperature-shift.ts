import { FEVER_THRESHOLD_C } from '../cycle';

/** A morning (basal) temperature; disturbed readings are charted but left out of the rule. */
export type TemperatureReading = { date: string; temperature: number; disturbed: boolean };

export type TemperatureShift = {
  /** Last of the six low readings before the rise: the best single estimate of ovulation day. */
  lastLowDate: string;
  firstHighDate: string;
  /** The day the rise was confirmed (third or fourth higher reading). */
  confirmedOn: string;
  /** Highest of the six low readings, °C. */
  coverLine: number;
  rule: 'standard' | 'first_exception' | 'second_exception';
};

const LOW_COUNT = 6;
/** The third higher reading must stand at least this far above the cover line (°C). */
const THIRD_HIGH_MARGIN = 0.2;
/** Compare in hundredths of a degree so 36.8 − 36.6 counts as the 0.2 it is. */
const hundredths = (t: number) => Math.round(t * 100);

/**
 * The symptothermal "three over six" rule (Sensiplan; Frank-Herrmann et al. 2007): a reading above each of
 * the six valid readings before it starts a rise; it is confirmed by three consecutive readings above the
 * highest of those six (the cover line), the third at least 0.2 °C above it. Exception 1: if the third is
 * not 0.2 °C above, a fourth reading above the cover line confirms. Exception 2: one of the readings may
 * fall to or below the cover line without counting; three further readings above it are then needed, the
 * last 0.2 °C above. The exceptions are never combined. Disturbed and fever readings (≥ 37.5 °C) are
 * left out as if not taken. Returns the first confirmed rise in the readings, which should cover one cycle.
 */
export function detectTemperatureShift(readings: readonly TemperatureReading[]): TemperatureShift | null {
  const valid = readings
    .filter((r) => !r.disturbed && r.temperature < FEVER_THRESHOLD_C)
    .sort((a, b) => a.date.localeCompare(b.date));
  const t = valid.map((r) => hundredths(r.temperature));
  for (let i = LOW_COUNT; i < valid.length; i++) {
    const cover = Math.max(...t.slice(i - LOW_COUNT, i));
    if (t[i]! <= cover) continue;
    const confirmed = confirmFrom(t, i, cover);
    if (confirmed) {
      return {
        lastLowDate: valid[i - 1]!.date,
        firstHighDate: valid[i]!.date,
        confirmedOn: valid[confirmed.index]!.date,
        coverLine: cover / 100,
        rule: confirmed.rule,
      };
    }
  }
  return null;
}

function confirmFrom(
  t: readonly number[],
  first: number,
  cover: number,
): { index: number; rule: TemperatureShift['rule'] } | null {
  const above = (i: number) => i < t.length && t[i]! > cover;
  const marginAbove = (i: number) => i < t.length && t[i]! - cover >= THIRD_HIGH_MARGIN * 100;
  // Standard rule and exception 1: readings first, first+1, first+2 (and first+3) all above.
  if (above(first + 1) && above(first + 2)) {
    if (marginAbove(first + 2)) return { index: first + 2, rule: 'standard' };
    if (above(first + 3)) return { index: first + 3, rule: 'first_exception' };
    return null;
  }
  // Exception 2: one of the second or third readings dips; it is not counted, and three readings above
  // the cover line are still needed, the last of them 0.2 °C above.
  const window = [first + 1, first + 2, first + 3];
  const dips = window.filter((i) => i < t.length && !above(i));
  if (dips.length !== 1 || !window.every((i) => i < t.length)) return null;
  const highs = [first, ...window.filter((i) => above(i))];
  const last = highs[highs.length - 1]!;
  return highs.length === 3 && marginAbove(last) ? { index: last, rule: 'second_exception' } : null;
}
