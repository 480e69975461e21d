import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber, isoDateOf, toDayNumber } from './dates';

/** Any calendar day from 1900 to 2199, as YYYY-MM-DD. */
const isoDay = fc
  .integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2199-12-31') })
  .map(fromDayNumber);
const shift = fc.integer({ min: -20_000, max: 20_000 });

describe('calendar dates (properties)', () => {
  it('day numbers and ISO dates convert both ways', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fromDayNumber(toDayNumber(iso))).toBe(iso);
      }),
    );
  });

  it('adding days is undone by subtracting them, composes, and is what daysBetween counts', () => {
    fc.assert(
      fc.property(isoDay, shift, shift, (iso, a, b) => {
        expect(addDays(addDays(iso, a), -a)).toBe(iso);
        expect(addDays(addDays(iso, a), b)).toBe(addDays(iso, a + b));
        expect(daysBetween(iso, addDays(iso, a))).toBe(a);
        expect(daysBetween(addDays(iso, a), iso) + a).toBe(0);
      }),
    );
  });

  it('orders ISO dates as text the way it orders days, so dates compare with < and >', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        expect(Math.sign(daysBetween(b, a))).toBe(Math.sign(a.localeCompare(b)));
      }),
    );
  });

  it('takes the UTC date of any instant of that day', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 86_399_999 }), (iso, ms) => {
        expect(isoDateOf(new Date(Date.parse(`${iso}T00:00:00Z`) + ms))).toBe(iso);
      }),
    );
  });
});
