import { DateTime } from 'luxon';
import type { Slot } from '@fertilia/contracts';

/** One calendar day of a week view, in the viewer's zone, with the free slots that start on it. */
export interface WeekDay {
  /** 'YYYY-MM-DD' in the viewer's zone. */
  date: string;
  slots: Slot[];
}

/** The Monday (ISO week start) of the week holding `instant`, as 'YYYY-MM-DD' in `zone`. */
export function weekStartOf(instant: string | number | Date, zone: string): string {
  const at =
    typeof instant === 'string'
      ? DateTime.fromISO(instant, { zone })
      : DateTime.fromJSDate(new Date(instant), { zone });
  return at.startOf('week').toISODate() ?? '';
}

/** The week starting at `monday` moved by `weeks` (negative for earlier). */
export const shiftWeek = (monday: string, weeks: number): string =>
  DateTime.fromISO(monday).plus({ weeks }).toISODate() ?? monday;

/** The seven dates of the week starting at `monday`. */
export const weekDates = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => DateTime.fromISO(monday).plus({ days: i }).toISODate() ?? monday);

/** The last date of the week starting at `monday`. */
export const weekEnd = (monday: string): string => weekDates(monday)[6]!;

/** The slots laid out by the day (in `zone`) they start on, every day of the week present, each in order. */
export function groupByDay(slots: readonly Slot[], monday: string, zone: string): WeekDay[] {
  const days = weekDates(monday).map((date) => ({ date, slots: [] as Slot[] }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const slot of slots) {
    const date = DateTime.fromISO(slot.starts_at, { zone }).toISODate();
    if (date) byDate.get(date)?.slots.push(slot);
  }
  for (const day of days) day.slots.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return days;
}

/**
 * A calendar day as the instant of its noon in `zone`, so formatters given that zone name the right day
 * (midnight could fall on the previous day where a zone skips it).
 */
export const dayInstant = (date: string, zone: string): Date =>
  DateTime.fromISO(date, { zone }).set({ hour: 12 }).toJSDate();
