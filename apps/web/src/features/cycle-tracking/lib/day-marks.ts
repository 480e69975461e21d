import {
  CERVICAL_MUCUS_LABELS,
  CYCLE_FLOW_LABELS,
  predictionMarkOn,
  type CycleDay,
  type CyclePrediction,
  type PredictionDayMark,
} from '@fertilia/contracts';
import { isBleeding } from './cycles';
import { formatDate, formatTemperature } from '@/lib/format';
import type { IsoDate } from './dates';

export interface DayMarks extends PredictionDayMark {
  date: IsoDate;
  logged: CycleDay | null;
  /** Bleeding she logged that day. */
  period: boolean;
  today: boolean;
  /** 1-based day of the current cycle, only for today. */
  cycleDay: number | null;
}

const NOTHING_PREDICTED: PredictionDayMark = {
  profilePeriod: false,
  periodMayStart: false,
  periodLikelyStart: false,
  fertile: false,
  ovulation: null,
};

/**
 * Everything the calendar shows for each date: what was logged, and what the prediction says, read by the
 * contracts' one rule (`predictionMarkOn`) so the calendar marks exactly the ranges the card states.
 */
export function dayMarks(
  dates: readonly IsoDate[],
  days: readonly CycleDay[],
  prediction: CyclePrediction | null | undefined,
  today: IsoDate,
): Map<IsoDate, DayMarks> {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const marks = new Map<IsoDate, DayMarks>();
  for (const date of dates) {
    const logged = byDate.get(date) ?? null;
    marks.set(date, {
      ...(prediction ? predictionMarkOn(prediction, date) : NOTHING_PREDICTED),
      date,
      logged,
      period: isBleeding(logged?.flow),
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
  else if (mark.profilePeriod) parts.push('period from your profile');
  if (mark.periodLikelyStart) parts.push('next period most likely starts');
  else if (mark.periodMayStart) parts.push('next period may start');
  if (mark.ovulation === 'confirmed') parts.push('ovulation confirmed');
  if (mark.ovulation === 'estimated') parts.push('estimated ovulation');
  if (mark.fertile) parts.push('fertile window');
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
