import type { CyclePrediction } from '../cycle';
import { addDays, daysBetween } from './dates';

/** What a prediction says about one calendar day. */
export type PredictionDayMark = {
  /** A day of the last period taken from her profile (never logged, so only the prediction knows it). */
  profilePeriod: boolean;
  /** Inside the next period's range: the card's "Next period" span, day for day. */
  periodMayStart: boolean;
  /** The single most likely first day of the next period. */
  periodLikelyStart: boolean;
  /** Inside a fertile window, of the current cycle or a past one. */
  fertile: boolean;
  /** Ovulation day: confirmed by her signs, or estimated from the calendar. */
  ovulation: 'confirmed' | 'estimated' | null;
};

const within = (date: string, from: string, to: string) => from <= date && date <= to;

/** Every date from `from` to `to`, both included (none when `to` is earlier). */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/**
 * The one reading of a prediction onto the calendar. The calendar draws exactly what the card states: the
 * next period's range, the fertile windows and ovulations of the current and past cycles, and her profile's
 * period. No screen works out a date of its own.
 */
export function predictionMarkOn(p: CyclePrediction, date: string): PredictionDayMark {
  const f = p.prediction_factors;
  const past = p.past_cycles.filter((c) => within(date, c.fertile_window_start, c.fertile_window_end));
  const pastOvulation = p.past_cycles.find((c) => c.ovulation_date === date);
  const currentOvulation = p.predicted_ovulation_date === date;
  return {
    profilePeriod: f.last_period_source === 'profile' && within(date, f.last_period_date, f.last_period_end),
    periodMayStart: within(date, p.next_period_range.earliest, p.next_period_range.latest),
    periodLikelyStart: date === p.next_period_date,
    fertile: within(date, p.fertile_window_start, p.fertile_window_end) || past.length > 0,
    ovulation: currentOvulation
      ? p.ovulation_confirmed
        ? 'confirmed'
        : 'estimated'
      : pastOvulation
        ? pastOvulation.ovulation_source === 'calendar'
          ? 'estimated'
          : 'confirmed'
        : null,
  };
}
