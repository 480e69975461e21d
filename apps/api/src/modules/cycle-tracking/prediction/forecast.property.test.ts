import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAUSIBLE_CYCLE_DAYS } from '@fertilia/contracts';
import {
  LENGTH_METHOD,
  estimateCycleLength,
  estimateLutealLength,
  withoutMissedPeriods,
} from './cycle-length';
import { confidenceForSd, forecastNextCycle, marginForSd, type PastCycle } from './forecast';
import { POPULATION } from './population';

/** Past cycles as the log yields them: mostly plausible lengths, sometimes a missed log or a short one. */
const pastCycle: fc.Arbitrary<PastCycle> = fc.record({
  length: fc.oneof(fc.integer({ min: 21, max: 40 }), fc.integer({ min: 1, max: 120 })),
  lutealLength: fc.option(fc.integer({ min: 1, max: 30 })),
});
const history = fc.array(pastCycle, { maxLength: 20 });
const stated = fc.option(fc.integer({ min: 20, max: 45 }), { nil: undefined });
const sd = fc.double({ min: 0, max: 30, noNaN: true });

describe('cycle forecast (properties)', () => {
  it('puts the estimate between her plausible cycles and the prior, counting at most twelve of them', () => {
    fc.assert(
      fc.property(history, stated, (cycles, statedLength) => {
        const lengths = cycles.map((c) => c.length);
        const estimate = estimateCycleLength(lengths, statedLength);
        const plausible = lengths.filter(
          (l) => l >= PLAUSIBLE_CYCLE_DAYS.min && l <= PLAUSIBLE_CYCLE_DAYS.max,
        );
        const recent = plausible.slice(-LENGTH_METHOD.maxHistory);
        const used = withoutMissedPeriods(lengths);
        // Only a cycle longer than every one it is compared with can be taken as two.
        expect(used.length).toBeLessThanOrEqual(recent.length);
        expect(used.length).toBeGreaterThan(recent.length / 2 - 1);
        for (const dropped of recent.filter((l) => !used.includes(l)))
          expect(dropped).toBeGreaterThanOrEqual(LENGTH_METHOD.missedPeriodRatio * Math.min(...recent));
        const prior = statedLength ?? POPULATION.cycleLength;
        expect(estimate.used).toBe(used.length);
        expect(estimate.mean).toBeGreaterThanOrEqual(Math.min(prior, ...used) - 1e-9);
        expect(estimate.mean).toBeLessThanOrEqual(Math.max(prior, ...used) + 1e-9);
        expect(estimate.sd).toBeGreaterThan(0);
        expect(estimate.source).toBe(
          used.length >= LENGTH_METHOD.personalFrom
            ? 'personal'
            : used.length > 0
              ? 'blended'
              : statedLength
                ? 'profile'
                : 'population',
        );
      }),
    );
  });

  it('ignores what is not a plausible cycle or luteal phase', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 15, max: 60 }), { maxLength: 12 }),
        fc.array(fc.oneof(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 61, max: 200 })), {
          maxLength: 5,
        }),
        (lengths, implausible) => {
          // Implausible values placed before the last twelve plausible ones cannot crowd them out either.
          expect(estimateCycleLength([...implausible, ...lengths])).toEqual(estimateCycleLength(lengths));
          const luteal = lengths.map((l) => Math.min(20, Math.max(5, l - 14)));
          expect(estimateLutealLength([...luteal, 0, 4, 21, 40])).toEqual(estimateLutealLength(luteal));
        },
      ),
    );
  });

  it('forecasts ovulation inside the cycle, with ranges at least a day wide, ovulation’s the wider', () => {
    fc.assert(
      fc.property(history, stated, (cycles, statedLength) => {
        const f = forecastNextCycle(cycles, statedLength);
        expect(f.ovulationDay).toBeGreaterThanOrEqual(1);
        expect(f.ovulationDay).toBeLessThan(f.cycleLength);
        expect(f.lutealLength).toBeGreaterThanOrEqual(5);
        expect(f.periodMargin).toBeGreaterThanOrEqual(1);
        expect(f.ovulationMargin).toBeGreaterThanOrEqual(f.periodMargin);
      }),
    );
  });

  it('gives less confidence and wider ranges as cycles vary more', () => {
    fc.assert(
      fc.property(sd, sd, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(confidenceForSd(low)).toBeGreaterThanOrEqual(confidenceForSd(high));
        expect(confidenceForSd(high)).toBeGreaterThan(0);
        expect(confidenceForSd(low)).toBeLessThanOrEqual(1);
        expect(marginForSd(low)).toBeLessThanOrEqual(marginForSd(high));
        expect(marginForSd(low)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
