import { DateTime, IANAZone } from 'luxon';
import {
  minutesOfClock,
  type ScheduleException,
  type TimeRange,
  type WeeklyHours,
} from '@fertilia/contracts';

/** What the generator reads of a schedule (ADR 013): all wall times are in `timeZone`. */
export type SlotRules = {
  timeZone: string;
  slotMinutes: number;
  bufferMinutes: number;
  weeklyHours: readonly WeeklyHours[];
  exceptions: readonly ScheduleException[];
};

export type GeneratedSlot = { startsAt: Date; endsAt: Date };

const MINUTE_MS = 60_000;
/** Wider than any zone's yearly offset change, and narrower than the time between two changes. */
const PROBE_MS = 14 * 60 * MINUTE_MS;

/** A range in minutes of the local day: [start, end), end up to 1440 (24:00). */
type MinuteRange = { start: number; end: number };

const toMinutes = (ranges: readonly TimeRange[]): MinuteRange[] =>
  ranges.map((r) => ({ start: minutesOfClock(r.start), end: minutesOfClock(r.end) }));

/** Sorted, with overlapping or touching ranges joined, so extra hours beside the usual ones never overlap them. */
function union(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const joined: MinuteRange[] = [];
  for (const range of sorted) {
    const last = joined.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

/**
 * The hours of one local date: a day off has none; extra hours are added to the weekday's usual hours
 * (ADR 013: "extra" means more, not instead); any other date has its weekday's.
 */
export function rangesOfDate(rules: SlotRules, isoDate: string, weekday: number): MinuteRange[] {
  const usual = toMinutes(rules.weeklyHours.find((d) => d.weekday === weekday)?.ranges ?? []);
  const exception = rules.exceptions.find((e) => e.date === isoDate);
  if (!exception) return union(usual);
  if (exception.kind === 'day_off') return [];
  return union([...usual, ...toMinutes(exception.ranges)]);
}

/**
 * The instant a local wall time names in `zone`, or null when it does not exist (the spring-forward gap).
 * A wall time that happens twice (the autumn fall-back) is read at its first occurrence. `wallMs` is the
 * wall time written as if it were UTC.
 */
export function instantOfWallTime(zone: IANAZone, wallMs: number): number | null {
  let first: number | null = null;
  for (const probe of [wallMs - PROBE_MS, wallMs + PROBE_MS]) {
    const candidate = wallMs - zone.offset(probe) * MINUTE_MS;
    // A candidate is real only when the zone's offset at that instant gives back the same wall time.
    if (zone.offset(candidate) * MINUTE_MS + candidate !== wallMs) continue;
    if (first === null || candidate < first) first = candidate;
  }
  return first;
}

/** The first instant at or after a wall time: a range ending inside a gap ends where the gap ends. */
function instantAtOrAfter(zone: IANAZone, wallMs: number): number {
  return instantOfWallTime(zone, wallMs) ?? wallMs - zone.offset(wallMs + PROBE_MS) * MINUTE_MS;
}

/**
 * The slots of `rules` that start in [from, until), in start order. Walks local calendar days in the
 * expert's zone and cuts each day's ranges into `slotMinutes` slots with `bufferMinutes` between them, each
 * start taken from its local wall time, so a 09:00 slot stays 09:00 on both sides of a clock change.
 * A slot is left out when its wall time does not exist, when it would end (start + its length in real
 * minutes) after its range's local end, or when it would start before the previous slot's end plus the
 * buffer (which only the hour lost in spring can cause). Generating [a, b) then [b, c) gives what [a, c)
 * gives, so the daily job may extend a window piece by piece. Pure: no clock, no database.
 */
export function generateSlots(rules: SlotRules, from: Date, until: Date): GeneratedSlot[] {
  const zone = IANAZone.create(rules.timeZone);
  if (!zone.isValid) throw new Error(`Unknown time zone ${rules.timeZone}`);
  const slots: GeneratedSlot[] = [];
  const lengthMs = rules.slotMinutes * MINUTE_MS;
  const stepMinutes = rules.slotMinutes + rules.bufferMinutes;
  // A day starting before `from` (in UTC) may still hold slots after it: begin at from's local date.
  let day = DateTime.fromJSDate(from, { zone }).startOf('day').setZone('utc', { keepLocalTime: true });
  const lastDay = DateTime.fromJSDate(until, { zone }).startOf('day').setZone('utc', { keepLocalTime: true });
  for (; day <= lastDay; day = day.plus({ days: 1 })) {
    const midnightWallMs = day.toMillis();
    for (const range of rangesOfDate(rules, day.toISODate()!, day.weekday)) {
      const rangeEnd = instantAtOrAfter(zone, midnightWallMs + range.end * MINUTE_MS);
      // Within one range only: ranges and days follow each other in real time as they do on the wall.
      let earliestNext = -Infinity;
      for (let minute = range.start; minute + rules.slotMinutes <= range.end; minute += stepMinutes) {
        const start = instantOfWallTime(zone, midnightWallMs + minute * MINUTE_MS);
        if (start === null || start + lengthMs > rangeEnd || start < earliestNext) continue;
        earliestNext = start + lengthMs + rules.bufferMinutes * MINUTE_MS;
        if (start < from.getTime() || start >= until.getTime()) continue;
        slots.push({ startsAt: new Date(start), endsAt: new Date(start + lengthMs) });
      }
    }
  }
  return slots;
}

type Span = { startsAt: Date; endsAt: Date };
/** The candidates that overlap none of `kept` (a booked or hand-made slot wins over a generated one). */
export function leaveOutOverlapping<T extends Span>(candidates: readonly T[], kept: readonly Span[]): T[] {
  const sorted = [...kept].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  let k = 0;
  return candidates.filter((slot) => {
    // Candidates come in start order: a kept slot ending before this one ends before every later one.
    while (k < sorted.length && sorted[k]!.endsAt <= slot.startsAt) k++;
    for (let i = k; i < sorted.length && sorted[i]!.startsAt < slot.endsAt; i++) {
      if (sorted[i]!.endsAt > slot.startsAt) return false;
    }
    return true;
  });
}
