import {
  addDays,
  confidenceCapFor,
  confidenceLevelOf,
  daysBetween,
  findPeriods,
  type CyclePhase,
  type CyclePrediction,
  type FertilityStatus,
  type Period,
} from '@fertilia/contracts';
import { LENGTH_METHOD, type LengthMethod } from './cycle-length';
import { confidenceForSd, forecastNextCycle, marginForSd, type PastCycle } from './forecast';
import { ovulationOf, type Ovulation } from './ovulation';
import { CONFIRMED_OVULATION_MARGIN, completedCycles, ovulationWindow } from './windows';
import { profileNote, profilePeriod, type CycleProfile } from './profile';
import {
  DEFAULT_PERIOD_DAYS,
  FERTILE_DAYS_AFTER_OVULATION,
  FERTILE_DAYS_BEFORE_OVULATION,
  SHORT_LUTEAL_MAX_DAYS,
} from './population';
import type { DaySignal } from './signals';

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const within = (date: string, from: string, to: string) => date >= from && date <= to;

/** Completed cycles (period start to the next) with the luteal phase where the cycle's signs dated ovulation. */
function pastCycles(periods: readonly Period[], days: readonly DaySignal[]): PastCycle[] {
  return periods.slice(0, -1).map((period, i) => {
    const next = periods[i + 1]!.start;
    const ovulation = ovulationOf(days.filter((d) => d.date >= period.start && d.date < next));
    return {
      length: daysBetween(period.start, next),
      lutealLength: ovulation ? daysBetween(ovulation.date, next) : null,
    };
  });
}

/**
 * Spec 02 §3 cycle prediction from the logged days, as of `today` (YYYY-MM-DD), with what her medical
 * profile says as weaker evidence (ADR 004). Null when there is neither a logged period nor a usable profile
 * date to count from (the API answers "… required for cycle predictions"). Pure: the evaluation bench and
 * the API run the same code (the bench alone passes a `method` other than the API's, to compare variants).
 */
export function predictCycle(
  allDays: readonly DaySignal[],
  today: string,
  profile?: CycleProfile,
  method: LengthMethod = LENGTH_METHOD,
): CyclePrediction | null {
  const days = allDays.filter((d) => d.date <= today);
  const logged = findPeriods(days);
  const stated = profile?.cycleLength ?? null;
  const fromProfile = profile
    ? profilePeriod(
        profile,
        logged.at(-1),
        days,
        today,
        forecastNextCycle(pastCycles(logged, days), stated, method).cycleLength,
      )
    : null;
  const periods = fromProfile ? [...logged, fromProfile] : logged;
  const last = periods[periods.length - 1];
  if (!last) return null;
  const history = pastCycles(periods, days);
  const forecast = forecastNextCycle(history, stated, method);
  const notes: string[] = [];
  const current = days.filter((d) => d.date >= last.start);
  const ovulation: Ovulation | null = ovulationOf(current);

  let start = last.start;
  let ovulationDate: string;
  let ovulationMargin: number;
  let nextPeriod: string;
  let periodMargin: number;
  let confidence: number;
  if (ovulation) {
    ovulationDate = ovulation.date;
    ovulationMargin = CONFIRMED_OVULATION_MARGIN;
    nextPeriod = addDays(ovulation.date, forecast.lutealLength);
    periodMargin = marginForSd(forecast.luteal.sd);
    confidence = confidenceForSd(forecast.luteal.sd);
    notes.push(
      ovulation.source === 'lh_test'
        ? 'Ovulation dated to the day after your positive LH test.'
        : `Ovulation confirmed by ${ovulation.source === 'temperature' ? 'a sustained temperature rise' : 'your LH test and a sustained temperature rise'}.`,
    );
  } else {
    nextPeriod = addDays(start, forecast.cycleLength);
    periodMargin = forecast.periodMargin;
    confidence = confidenceForSd(forecast.cycle.sd);
    // No period logged for longer than her usual cycle allows: project whole cycles forward, with less trust.
    // The note names no date: the card shows the last period's date in her own locale beside it.
    let projected = 0;
    while (daysBetween(addDays(nextPeriod, periodMargin), today) > 0) {
      start = nextPeriod;
      nextPeriod = addDays(start, forecast.cycleLength);
      confidence /= 2;
      projected++;
    }
    if (projected > 0)
      notes.push(
        last === fromProfile
          ? 'No period logged since the last period date in your profile; dates are projected from your usual cycle length.'
          : 'No period logged for longer than your usual cycle; dates are projected from your usual cycle length.',
      );
    ovulationDate = addDays(start, forecast.ovulationDay - 1);
    ovulationMargin = forecast.ovulationMargin;
  }

  const window = ovulationWindow(ovulationDate, ovulationMargin, { start, nextStart: nextPeriod });
  const { fertileStart, fertileEnd } = window;
  // However steady the dates look, with few cycles of her own the score stays modest (no cycle: low).
  confidence = Math.min(confidence, confidenceCapFor(forecast.cycle.used));
  const score = round2(confidence);
  // A logged period may still be going on; a profile date comes with its stated duration.
  const ongoingBleed = start === last.start && last !== fromProfile && daysBetween(last.end, today) <= 1;
  const menstrualDays =
    start === last.start
      ? ongoingBleed
        ? Math.max(last.days, DEFAULT_PERIOD_DAYS)
        : last.days
      : (profile?.periodDays ?? DEFAULT_PERIOD_DAYS);
  const phase = phaseOf(today, start, menstrualDays, fertileStart, fertileEnd, nextPeriod);
  const lastPeriodEnd = last === fromProfile ? last.end : addDays(last.start, last.days - 1);

  const profileUse = profileNote(forecast.cycle.source === 'profile', last === fromProfile);
  if (profileUse) notes.push(profileUse);
  if (forecast.cycle.source === 'population')
    notes.push('Based mostly on population averages until you have logged three complete cycles.');
  if (forecast.cycle.used >= 3 && forecast.cycle.sd >= 4)
    notes.push(
      `Your cycles vary by about ±${Math.round(forecast.cycle.sd)} days, so the dates are wide ranges.`,
    );
  const recentLuteal = history.slice(-3).flatMap((c) => (c.lutealLength === null ? [] : [c.lutealLength]));
  if (recentLuteal.some((l) => l <= SHORT_LUTEAL_MAX_DAYS))
    notes.push(
      `A luteal phase of ${SHORT_LUTEAL_MAX_DAYS} days or less was seen recently; consider mentioning it to your doctor.`,
    );

  return {
    predicted_ovulation_date: ovulationDate,
    fertile_window_start: fertileStart,
    fertile_window_end: fertileEnd,
    next_period_date: nextPeriod,
    current_cycle_day: daysBetween(start, today) + 1,
    confidence_score: score,
    confidence_level: confidenceLevelOf(score),
    cycle_phase: phase,
    fertility_status: fertilityStatus(today, ovulationDate, ovulation, current, window),
    prediction_factors: {
      last_period_date: last.start,
      last_period_source: last === fromProfile ? 'profile' : 'logged',
      last_period_end: lastPeriodEnd,
      // The length her source gives, even once a dated ovulation sets the next period instead.
      cycle_length: forecast.cycleLength,
      stated_cycle_length: stated,
      historical_data_points: forecast.cycle.used,
      cycle_length_source: forecast.cycle.source,
      cycle_length_sd: round2(forecast.cycle.sd),
      luteal_phase_length: forecast.lutealLength,
      temperature_readings: current.filter((d) => d.temperature !== null).length,
      lh_tests: current.filter((d) => d.lhTest !== null).length,
    },
    next_period_range: {
      earliest: addDays(nextPeriod, -periodMargin),
      latest: addDays(nextPeriod, periodMargin),
    },
    ovulation_range: window.range,
    past_cycles: completedCycles(periods, days, forecast),
    ovulation_confirmed: ovulation !== null,
    ovulation_source: ovulation?.source ?? 'calendar',
    temperature_shift: ovulation?.shift
      ? {
          confirmed_on: ovulation.shift.confirmedOn,
          first_high_date: ovulation.shift.firstHighDate,
          cover_line: ovulation.shift.coverLine,
        }
      : null,
    period_late: today > nextPeriod,
    notes,
  };
}

function phaseOf(
  today: string,
  start: string,
  menstrualDays: number,
  fertileStart: string,
  fertileEnd: string,
  nextPeriod: string,
): { name: CyclePhase; progress: number } {
  const span = (name: CyclePhase, from: string, to: string) => ({
    name,
    progress: round2(clamp01((daysBetween(from, today) + 1) / (daysBetween(from, to) + 1))),
  });
  const menstrualEnd = addDays(start, menstrualDays - 1);
  if (within(today, start, menstrualEnd)) return span('menstrual', start, menstrualEnd);
  if (within(today, fertileStart, fertileEnd)) return span('ovulation', fertileStart, fertileEnd);
  if (today < fertileStart) return span('follicular', addDays(menstrualEnd, 1), addDays(fertileStart, -1));
  const lutealEnd = addDays(nextPeriod, -1);
  return span('luteal', addDays(fertileEnd, 1), lutealEnd < today ? today : lutealEnd);
}

/**
 * Chance of conception today, after Wilcox et al. 1995/2000: highest in the three days ending on ovulation,
 * high in the days before and the day after, medium elsewhere in the (widened) fertile window, nil once a
 * temperature rise has been confirmed (Sensiplan).
 * Today's own signs (positive LH, fertile mucus) raise it, whatever the calendar says.
 */
function fertilityStatus(
  today: string,
  ovulationDate: string,
  ovulation: Ovulation | null,
  current: readonly DaySignal[],
  window: { fertileStart: string; fertileEnd: string },
): FertilityStatus {
  if (ovulation?.shift && today > ovulation.shift.confirmedOn) return 'low';
  const todays = current.find((d) => d.date === today);
  if (todays?.lhTest === 'positive') return 'peak';
  const before = daysBetween(today, ovulationDate);
  // The calendar alone calls a day fertile only inside the window the card and the calendar show; there,
  // peak the three days ending on ovulation, high the days before and the day after, else medium.
  let status: FertilityStatus = 'low';
  if (within(today, window.fertileStart, window.fertileEnd)) {
    if (before >= 0 && before <= 2) status = 'peak';
    else if (
      (before >= 3 && before <= FERTILE_DAYS_BEFORE_OVULATION) ||
      before === -FERTILE_DAYS_AFTER_OVULATION
    )
      status = 'high';
    else status = 'medium';
  }
  const fertileMucus = todays?.cervicalMucus === 'egg_white' || todays?.cervicalMucus === 'watery';
  return fertileMucus && (status === 'low' || status === 'medium') ? 'high' : status;
}
