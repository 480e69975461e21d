import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEVER_THRESHOLD_C } from '../cycle';
import { addDays } from './dates';
import { detectTemperatureShift, type TemperatureReading } from './temperature-shift';

const FIRST = '2026-01-01';
const FEVER = Math.round(FEVER_THRESHOLD_C * 100);
/** Basal temperatures in hundredths of a degree, low phase then often a rise, some days missed. */
const hundredths = fc.oneof(fc.integer({ min: 3590, max: 3660 }), fc.integer({ min: 3600, max: 3800 }));
const readings = fc
  .uniqueArray(
    fc.record({
      offset: fc.integer({ min: 0, max: 40 }),
      t: hundredths,
      disturbed: fc.boolean(),
    }),
    { selector: (r) => r.offset, maxLength: 40 },
  )
  .map((list) =>
    list.map(({ offset, t, disturbed }): TemperatureReading & { t: number } => ({
      date: addDays(FIRST, offset),
      temperature: t / 100,
      disturbed: disturbed && offset % 5 === 0,
      t,
    })),
  );
/** A cycle with a clear rise: lows, then highs 0.3–0.5 °C higher, so shifts are found often. */
const withRise = fc
  .record({
    lows: fc.array(fc.integer({ min: 3620, max: 3650 }), { minLength: 6, maxLength: 14 }),
    highs: fc.array(fc.integer({ min: 3680, max: 3700 }), { minLength: 3, maxLength: 10 }),
  })
  .map(({ lows, highs }) =>
    [...lows, ...highs].map((t, i): TemperatureReading & { t: number } => ({
      date: addDays(FIRST, i),
      temperature: t / 100,
      disturbed: false,
      t,
    })),
  );
const anyReadings = fc.oneof(readings, withRise);

describe('three-over-six temperature rise (properties)', () => {
  it('does not depend on the order the readings were logged in', () => {
    fc.assert(
      fc.property(
        anyReadings.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, reordered]) => {
          expect(detectTemperatureShift(reordered)).toEqual(detectTemperatureShift(list));
        },
      ),
    );
  });

  it('confirms a rise only over six lower valid readings, by readings above the cover line', () => {
    fc.assert(
      fc.property(anyReadings, (list) => {
        const shift = detectTemperatureShift(list);
        const valid = list
          .filter((r) => !r.disturbed && r.t < FEVER)
          .sort((a, b) => a.date.localeCompare(b.date));
        if (valid.length < 9) expect(shift).toBeNull();
        if (!shift) return;
        const at = (date: string) => valid.findIndex((r) => r.date === date);
        const first = at(shift.firstHighDate);
        expect(first).toBeGreaterThanOrEqual(6);
        expect(at(shift.lastLowDate)).toBe(first - 1);
        const cover = Math.max(...valid.slice(first - 6, first).map((r) => r.t));
        expect(Math.round(shift.coverLine * 100)).toBe(cover);
        expect(valid[first]!.t).toBeGreaterThan(cover);
        const confirmed = valid[at(shift.confirmedOn)]!;
        expect(shift.confirmedOn > shift.firstHighDate).toBe(true);
        expect(confirmed.t).toBeGreaterThan(cover);
        if (shift.rule !== 'first_exception') expect(confirmed.t - cover).toBeGreaterThanOrEqual(20);
      }),
    );
  });

  it('leaves disturbed and fever readings out as if they had not been taken', () => {
    fc.assert(
      fc.property(
        anyReadings,
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
        fc.boolean(),
        (list, offsets, fever) => {
          const taken = new Set(list.map((r) => r.date));
          const extra = offsets
            .map((offset) => addDays(FIRST, offset))
            .filter((date) => !taken.has(date))
            .map((date): TemperatureReading =>
              fever
                ? { date, temperature: 38.2, disturbed: false }
                : { date, temperature: 36.1, disturbed: true },
            );
          expect(detectTemperatureShift([...list, ...extra])).toEqual(detectTemperatureShift(list));
        },
      ),
    );
  });

  it('sees the same rise whatever the thermometer’s offset', () => {
    fc.assert(
      fc.property(withRise, fc.integer({ min: -40, max: 40 }), (list, offset) => {
        const moved = list.map((r) => ({ ...r, temperature: (r.t + offset) / 100 }));
        const shift = detectTemperatureShift(list);
        const movedShift = detectTemperatureShift(moved);
        if (!shift) expect(movedShift).toBeNull();
        else {
          expect(movedShift).toEqual({ ...shift, coverLine: expect.any(Number) as number });
          expect(Math.round(movedShift!.coverLine * 100)).toBe(Math.round(shift.coverLine * 100) + offset);
        }
      }),
    );
  });
});
