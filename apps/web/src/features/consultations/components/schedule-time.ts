import { DateTime } from 'luxon';
import type { Slot } from '@fertilia/contracts';

/** Today's date in `zone`, "YYYY-MM-DD". */
export const todayIn = (zone: string): string => DateTime.now().setZone(zone).toISODate() ?? '';

/** The calendar date `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() ?? date;

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(
    DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days,
  );

export type LocalStart = { startsAt: string } | { error: string };

/**
 * A wall time in `zone` as an instant with its offset ("2026-12-01T09:00:00+01:00"). A time the clocks skip
 * (the spring-forward gap) is refused rather than moved by an hour, as the API's generator does (ADR 013).
 */
export function localStart(date: string, time: string, zone: string): LocalStart {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid) return { error: 'Choose a date and a time.' };
  if (local.toFormat('yyyy-MM-dd HH:mm') !== `${date} ${time}`) {
    return {
      error: `${time} does not exist on that date in ${zone}: the clocks change. Choose another time.`,
    };
  }
  return { startsAt: local.toISO({ suppressMilliseconds: true }) ?? '' };
}

/** "09:00 – 09:30" in `zone`, in the member's locale. */
export function slotTimes(slot: Pick<Slot, 'starts_at' | 'ends_at'>, zone: string): string {
  const start = DateTime.fromISO(slot.starts_at).setZone(zone);
  const end = DateTime.fromISO(slot.ends_at).setZone(zone);
  return `${start.toLocaleString(DateTime.TIME_SIMPLE)} – ${end.toLocaleString(DateTime.TIME_SIMPLE)}`;
}

/** "Tuesday, 1 December" (in the member's locale) for a "YYYY-MM-DD". */
export const longDay = (date: string): string =>
  DateTime.fromISO(date, { zone: 'UTC' }).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' });

/** The calendar date an instant falls on in `zone`, "YYYY-MM-DD". */
export const localDate = (instant: string, zone: string): string =>
  DateTime.fromISO(instant).setZone(zone).toISODate() ?? '';

/** Slots grouped by their local start date in `zone`, in start order. */
export function slotsByDay<T extends Pick<Slot, 'starts_at'>>(slots: readonly T[], zone: string) {
  const days = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))) {
    const day = localDate(slot.starts_at, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, slots: list }));
}
