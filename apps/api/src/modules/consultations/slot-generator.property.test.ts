import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { SLOT_MINUTES_OPTIONS, type ScheduleException, type WeeklyHours } from '@fertilia/contracts';
import { generateSlots, type SlotRules } from './slot-generator';

const ZONES = [
  'Europe/London',
  'America/New_York',
  'Europe/Stockholm',
  'Australia/Sydney',
  'Asia/Kolkata',
  'UTC',
];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Up to three non-overlapping ranges in a day, on a 15-minute grid, 24:00 allowed as an end. */
const dayRanges = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { minLength: 0, maxLength: 6 })
  .map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const ranges = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      ranges.push({ start: hhmm(sorted[i]! * 15), end: hhmm(sorted[i + 1]! * 15) });
    return ranges;
  });

const weeklyHours = fc
  .subarray([1, 2, 3, 4, 5, 6, 7] as const)
  .chain((days) => fc.tuple(...days.map((weekday) => dayRanges.map((ranges) => ({ weekday, ranges })))))
  .map((days) => days as WeeklyHours[]);

/** Start dates chosen around the 2026 clock changes of the zones above, and plain weeks. */
const STARTS = ['2026-03-06', '2026-03-27', '2026-04-03', '2026-10-23', '2026-10-30', '2026-06-15'];

const rulesArb = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  slotMinutes: fc.constantFrom(...SLOT_MINUTES_OPTIONS),
  bufferMinutes: fc.constantFrom(0, 5, 10, 15, 30),
  weeklyHours,
  exceptions: fc.constant<ScheduleException[]>([]),
});

const windowArb = fc.record({
  start: fc.constantFrom(...STARTS),
  days: fc.integer({ min: 1, max: 10 }),
  splitHours: fc.integer({ min: 0, max: 240 }),
});

const windowOf = (rules: SlotRules, w: { start: string; days: number }) => {
  const from = DateTime.fromISO(w.start, { zone: 'utc' }).toJSDate();
  return { from, until: new Date(from.getTime() + w.days * 86_400_000) };
};

describe('slot generator properties', () => {
  it('slots are in order, never overlap, keep their length and lie inside the window', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, (rules, w) => {
        const { from, until } = windowOf(rules, w);
        const slots = generateSlots(rules, from, until);
        for (const [i, slot] of slots.entries()) {
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(rules.slotMinutes * 60_000);
          expect(slot.startsAt >= from && slot.startsAt < until).toBe(true);
          if (i > 0) expect(slot.startsAt >= slots[i - 1]!.endsAt).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every slot starts at a wall time inside one of its day’s ranges and ends by that range’s end', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, (rules, w) => {
        const { from, until } = windowOf(rules, w);
        for (const slot of generateSlots(rules, from, until)) {
          const local = DateTime.fromJSDate(slot.startsAt, { zone: rules.timeZone });
          const minute = local.hour * 60 + local.minute;
          const ranges = rules.weeklyHours.find((d) => d.weekday === local.weekday)?.ranges ?? [];
          const inside = ranges.some((r) => {
            const [sh, sm] = r.start.split(':').map(Number);
            const [eh, em] = r.end.split(':').map(Number);
            return minute >= sh! * 60 + sm! && minute + rules.slotMinutes <= eh! * 60 + em!;
          });
          expect(inside, `${local.toISO()} in ${JSON.stringify(ranges)}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never gives two slots the same start (the database key), nor the same local wall time twice a day', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, (rules, w) => {
        const { from, until } = windowOf(rules, w);
        const slots = generateSlots(rules, from, until);
        const starts = slots.map((s) => s.startsAt.getTime());
        expect(new Set(starts).size).toBe(starts.length);
        const walls = slots.map((s) =>
          DateTime.fromJSDate(s.startsAt, { zone: rules.timeZone }).toFormat('yyyy-MM-dd HH:mm'),
        );
        expect(new Set(walls).size).toBe(walls.length);
      }),
      { numRuns: 300 },
    );
  });

  it('generating [a, b) then [b, c) gives exactly what [a, c) gives (the daily job extends piece by piece)', () => {
    fc.assert(
      fc.property(rulesArb, windowArb, (rules, w) => {
        const { from, until } = windowOf(rules, w);
        const split = new Date(Math.min(until.getTime(), from.getTime() + w.splitHours * 3_600_000));
        const whole = generateSlots(rules, from, until).map((s) => s.startsAt.toISOString());
        const pieces = [...generateSlots(rules, from, split), ...generateSlots(rules, split, until)].map(
          (s) => s.startsAt.toISOString(),
        );
        expect(pieces).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('on a day without a clock change, a range gets floor((length + buffer) / (slot + buffer)) slots', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...SLOT_MINUTES_OPTIONS),
        fc.constantFrom(0, 5, 10, 15),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 56 }),
        (timeZone, slotMinutes, bufferMinutes, startQuarter, lengthQuarters) => {
          const start = startQuarter * 15;
          const end = Math.min(start + lengthQuarters * 15, 1440);
          const rules: SlotRules = {
            timeZone,
            slotMinutes,
            bufferMinutes,
            weeklyHours: [{ weekday: 3, ranges: [{ start: hhmm(start), end: hhmm(end) }] }],
            exceptions: [],
          };
          const day = DateTime.fromISO('2026-06-17', { zone: timeZone }); // a Wednesday, no change anywhere
          const slots = generateSlots(rules, day.toJSDate(), day.plus({ days: 1 }).toJSDate());
          const expected =
            end - start < slotMinutes
              ? 0
              : Math.floor((end - start + bufferMinutes) / (slotMinutes + bufferMinutes));
          expect(slots).toHaveLength(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
