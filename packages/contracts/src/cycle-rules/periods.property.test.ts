import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLE_FLOWS } from '../cycle';
import { addDays, daysBetween } from './dates';
import { PLAUSIBLE_CYCLE_DAYS, SAME_PERIOD_GAP_DAYS, findPeriods, type FlowDay } from './periods';

const FIRST = '2025-01-01';
/** A log: at most one entry per date over about a year, any flow, bleeding often enough to make periods. */
const log = fc
  .uniqueArray(
    fc.record({
      offset: fc.integer({ min: 0, max: 400 }),
      flow: fc.constantFrom(...CYCLE_FLOWS, 'medium', 'heavy'),
    }),
    { selector: (d) => d.offset, maxLength: 120 },
  )
  .map((entries) => entries.map(({ offset, flow }): FlowDay => ({ date: addDays(FIRST, offset), flow })));
const shuffled = <T>(items: T[]) => fc.shuffledSubarray(items, { minLength: items.length });

describe('periods from logged flow (properties)', () => {
  it('do not depend on the order the days were logged in', () => {
    fc.assert(
      fc.property(
        log.chain((days) => fc.tuple(fc.constant(days), shuffled(days))),
        ([days, reordered]) => {
          expect(findPeriods(reordered)).toEqual(findPeriods(days));
        },
      ),
    );
  });

  it('are ordered, at least a plausible cycle apart, and start and end on logged bleeding', () => {
    fc.assert(
      fc.property(log, (days) => {
        const bleeding = new Set(days.filter((d) => d.flow !== 'none').map((d) => d.date));
        const periods = findPeriods(days);
        periods.forEach((period, i) => {
          expect(bleeding.has(period.start)).toBe(true);
          expect(bleeding.has(period.end)).toBe(true);
          expect(period.days).toBe(daysBetween(period.start, period.end) + 1);
          expect(period.days).toBeGreaterThanOrEqual(1);
          const previous = periods[i - 1];
          if (previous) {
            expect(previous.end < period.start).toBe(true);
            expect(daysBetween(previous.start, period.start)).toBeGreaterThanOrEqual(
              PLAUSIBLE_CYCLE_DAYS.min,
            );
          }
        });
      }),
    );
  });

  it('never hold a gap of more than three days without logged bleeding', () => {
    fc.assert(
      fc.property(log, (days) => {
        const bleeding = days
          .filter((d) => d.flow !== 'none')
          .map((d) => d.date)
          .sort();
        for (const period of findPeriods(days)) {
          const inside = bleeding.filter((date) => date >= period.start && date <= period.end);
          for (let i = 1; i < inside.length; i++)
            expect(daysBetween(inside[i - 1]!, inside[i]!)).toBeLessThanOrEqual(SAME_PERIOD_GAP_DAYS);
        }
      }),
    );
  });

  it('read only bleeding: days logged without flow change nothing', () => {
    fc.assert(
      fc.property(log, fc.uniqueArray(fc.integer({ min: -30, max: 430 })), (days, dry) => {
        const logged = new Set(days.map((d) => d.date));
        const extra = dry
          .map((offset): FlowDay => ({ date: addDays(FIRST, offset), flow: 'none' }))
          .filter((d) => !logged.has(d.date));
        expect(findPeriods([...days, ...extra])).toEqual(findPeriods(days));
      }),
    );
  });

  it('find a period whenever any bleeding is logged (the latest is never taken for spotting)', () => {
    fc.assert(
      fc.property(log, (days) => {
        const bled = days.some((d) => d.flow !== 'none');
        expect(findPeriods(days).length > 0).toBe(bled);
      }),
    );
  });
});
