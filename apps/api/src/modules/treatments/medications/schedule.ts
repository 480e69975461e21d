import { DateTime } from 'luxon';
import type { MedicationValues, ScheduleKind } from '@fertilia/contracts';

/*
 * A medication's schedule (ADR 022), as pure functions of dates written YYYY-MM-DD and times HH:MM:
 * - every_day: each date from start_date to end_date (open-ended when end_date is null);
 * - cycle_days: start_date + (d − 1) for each listed cycle day d (start_date is cycle day 1);
 * - dates: the listed dates.
 * A dose is (medication, local date, time), in the medication's time zone.
 */

/** What of a medication decides its doses (a row and a parsed input both fit). */
export type Schedule = {
  scheduleKind: ScheduleKind;
  times: string[];
  startDate: string;
  endDate: string | null;
  cycleDays: number[];
  dates: string[];
  timeZone: string;
};

const DAY_MS = 86_400_000;
const utcMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const addDays = (iso: string, days: number): string =>
  new Date(utcMs(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** Every date from `from` to `to`, both included (none when `to` is before `from`). */
export function datesFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The input as it is stored: only the fields of its kind, start_date the first date, and its last date. */
export function scheduleColumns(values: MedicationValues): Schedule & { lastDate: string | null } {
  const base = { scheduleKind: values.schedule_kind, times: values.times, timeZone: values.time_zone };
  switch (values.schedule_kind) {
    case 'every_day':
      return {
        ...base,
        startDate: values.start_date,
        endDate: values.end_date,
        cycleDays: [],
        dates: [],
        lastDate: values.end_date,
      };
    case 'cycle_days':
      return {
        ...base,
        startDate: values.start_date,
        endDate: null,
        cycleDays: values.cycle_days,
        dates: [],
        lastDate: addDays(values.start_date, Math.max(...values.cycle_days) - 1),
      };
    case 'dates':
      return {
        ...base,
        startDate: values.dates[0]!,
        endDate: null,
        cycleDays: [],
        dates: values.dates,
        lastDate: values.dates.at(-1)!,
      };
  }
}

/** Whether the medication has doses on `date` (its local date). */
export function isScheduledOn(s: Schedule, date: string): boolean {
  switch (s.scheduleKind) {
    case 'every_day':
      return date >= s.startDate && (s.endDate === null || date <= s.endDate);
    case 'cycle_days':
      return s.cycleDays.some((d) => addDays(s.startDate, d - 1) === date);
    case 'dates':
      return s.dates.includes(date);
  }
}

/** The scheduled dates from `from` to `to`, both included, in order. */
export function scheduledDates(s: Schedule, from: string, to: string): string[] {
  switch (s.scheduleKind) {
    case 'every_day': {
      const first = s.startDate > from ? s.startDate : from;
      const last = s.endDate !== null && s.endDate < to ? s.endDate : to;
      return datesFrom(first, last);
    }
    case 'cycle_days':
      return s.cycleDays.map((d) => addDays(s.startDate, d - 1)).filter((d) => d >= from && d <= to);
    case 'dates':
      return s.dates.filter((d) => d >= from && d <= to);
  }
}

/**
 * The instant of a dose: its local date and time in `timeZone`. On the day clocks go forward a time that does
 * not exist (02:30 in Europe or America in spring) is moved forward by the gap, as luxon does (03:30); on the
 * day they go back, a time that happens twice is taken as luxon takes it, in the offset after the change (the
 * second time): one dose, once, either way.
 */
export const dueAt = (date: string, time: string, timeZone: string): Date =>
  DateTime.fromISO(`${date}T${time}`, { zone: timeZone }).toJSDate();

/** The date it is at `now` in `timeZone`. */
export const localDate = (now: Date, timeZone: string): string =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
