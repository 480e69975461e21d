import {
  CERVICAL_MUCUS_LABELS,
  CYCLE_FLOW_LABELS,
  findPeriods,
  type CycleDay,
  type CyclePrediction,
} from '@fertilia/contracts';
import { isBleeding } from './cycles';
import { formatDate, formatTemperature } from '@/lib/format';
import { addDays, datesBetween, type IsoDate } from './dates';

export interface DayMarks {
  date: IsoDate;
  logged: CycleDay | null;
  period: boolean;
  predictedPeriod: boolean;
  fertile: boolean;
  ovulation: boolean;
  today: boolean;
  /** 1-based day of the current cycle, only for today. */
  cycleDay: number | null;
}

/** When no period of hers has been logged with a clear end, the usual length of a period. */
export const TYPICAL_PERIOD_DAYS = 5;

/** Average length of her logged periods (first to last bleeding day, as the API counts them), else the typical one. */
export function averagePeriodLength(days: readonly CycleDay[]): number {
  const lengths = findPeriods(days).map((p) => p.days);
  if (lengths.length === 0) return TYPICAL_PERIOD_DAYS;
  return Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length);
}

/** Everything the calendar shows for each date: what was logged and what the prediction expects. */
export function dayMarks(
  dates: readonly IsoDate[],
  days: readonly CycleDay[],
  prediction: CyclePrediction | null | undefined,
  today: IsoDate,
  periodLength = averagePeriodLength(days),
): Map<IsoDate, DayMarks> {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const predictedPeriod = new Set<IsoDate>();
  const fertile = new Set<IsoDate>();
  if (prediction) {
    const start = prediction.next_period_date;
    for (let i = 0; i < periodLength; i++) predictedPeriod.add(addDays(start, i));
    for (const d of datesBetween(prediction.fertile_window_start, prediction.fertile_window_end))
      fertile.add(d);
  }
  const marks = new Map<IsoDate, DayMarks>();
  for (const date of dates) {
    const logged = byDate.get(date) ?? null;
    const period = isBleeding(logged?.flow);
    marks.set(date, {
      date,
      logged,
      period,
      // A predicted day already logged as bleeding (or past) shows what happened, not what was expected.
      predictedPeriod: !period && date >= today && predictedPeriod.has(date),
      fertile: date >= today && fertile.has(date),
      ovulation: date >= today && prediction?.predicted_ovulation_date === date,
      today: date === today,
      cycleDay: date === today && prediction ? prediction.current_cycle_day : null,
    });
  }
  return marks;
}

const FLOW_WORDS: Record<string, string> = {
  light: 'light flow',
  medium: 'medium flow',
  heavy: 'heavy flow',
};

/** The accessible name of a calendar day, e.g. "March 12, period, light flow, temperature 36.45°C". */
export function dayLabel(mark: DayMarks): string {
  const parts = [formatDate(mark.date, 'dayMonth')];
  if (mark.today) parts.push('today');
  if (mark.cycleDay !== null) parts.push(`cycle day ${mark.cycleDay}`);
  const logged = mark.logged;
  if (mark.period && logged) parts.push('period', FLOW_WORDS[logged.flow] ?? CYCLE_FLOW_LABELS[logged.flow]);
  if (mark.predictedPeriod) parts.push('predicted period');
  if (mark.ovulation) parts.push('predicted ovulation');
  else if (mark.fertile) parts.push('fertile window');
  if (logged) {
    if (logged.temperature !== null) parts.push(`temperature ${formatTemperature(logged.temperature)}`);
    if (logged.lh_test === 'positive') parts.push('positive LH test');
    if (logged.cervical_mucus)
      parts.push(`${CERVICAL_MUCUS_LABELS[logged.cervical_mucus].toLowerCase()} mucus`);
    if (logged.symptoms.length)
      parts.push(`${logged.symptoms.length} symptom${logged.symptoms.length > 1 ? 's' : ''}`);
    if (logged.intercourse) parts.push('intercourse');
    if (logged.notes) parts.push('note');
  } else {
    parts.push('nothing logged');
  }
  return parts.join(', ');
}
