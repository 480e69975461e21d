import { MEDICATION_ROUTE_LABELS, type Medication } from '@fertilia/contracts';
import { formatDate, formatNumber } from '@/lib/format';

/** "2–11, 14": runs of consecutive days written as a range. */
export function cycleDaysText(days: readonly number[], dash = '–'): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(j > i ? `${sorted[i]}${dash}${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * Reads "2-11, 14" (commas or spaces between items, a hyphen or en dash in a range) into its days. A piece
 * that is not a whole number or a range becomes NaN, so the contract's own rule (a whole number from 1 to 60)
 * says what is wrong; a reversed range is read forwards.
 */
export function parseCycleDays(text: string): number[] {
  const days: number[] = [];
  for (const piece of text.split(/[,;\s]+/).filter(Boolean)) {
    const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(piece);
    if (range) {
      const [a, b] = [Number(range[1]), Number(range[2])].sort((x, y) => x - y) as [number, number];
      // A range longer than a cycle is a typo: its ends alone let the rule name the day out of bounds.
      if (b - a > 60) days.push(a, b);
      else for (let d = a; d <= b; d += 1) days.push(d);
    } else days.push(/^\d+$/.test(piece) ? Number(piece) : Number.NaN);
  }
  return days;
}

/** "08:00 and 20:00", "08:00, 14:00 and 20:00". */
export function timesText(times: readonly string[]): string {
  if (times.length <= 1) return times.join('');
  return `${times.slice(0, -1).join(', ')} and ${times[times.length - 1]}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "150 IU": a dose and its unit, pluralising tablets and the like. */
export function doseText(dose: number, unit: string): string {
  const countable = ['tablet', 'capsule', 'pessary', 'application', 'spray'].includes(unit);
  const plural = countable && dose !== 1 ? (unit === 'pessary' ? 'pessaries' : `${unit}s`) : unit;
  return `${formatNumber(dose)} ${plural}`;
}

/** When it is taken, in words: "cycle days 2–11", "every day from 3 Nov 2026 to 9 Nov 2026", "on 2 dates". */
export function daysText(
  m: Pick<Medication, 'schedule_kind' | 'start_date' | 'end_date' | 'cycle_days' | 'dates'>,
) {
  if (m.schedule_kind === 'cycle_days')
    return `cycle day${m.cycle_days.length === 1 ? '' : 's'} ${cycleDaysText(m.cycle_days)} (day 1 ${formatDate(m.start_date)})`;
  if (m.schedule_kind === 'dates')
    return m.dates.length === 1
      ? `on ${formatDate(m.dates[0]!)}`
      : `on ${m.dates.length} dates, ${formatDate(m.dates[0]!)} to ${formatDate(m.dates[m.dates.length - 1]!)}`;
  return m.end_date
    ? `every day, ${formatDate(m.start_date)} to ${formatDate(m.end_date)}`
    : `every day from ${formatDate(m.start_date)}`;
}

/** "150 IU · injection under the skin · 08:00 and 20:00 · cycle days 2–11 (day 1 3 Nov 2026)". */
export function scheduleText(m: Medication): string {
  return [
    doseText(m.dose, m.dose_unit),
    lowerFirst(MEDICATION_ROUTE_LABELS[m.route]),
    timesText(m.times),
    daysText(m),
  ].join(' · ');
}
