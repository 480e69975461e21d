import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERVICAL_MUCUS_TYPES,
  CYCLE_FLOWS,
  LH_TEST_RESULTS,
  addDays,
  cyclePredictionSchema,
  findPeriods,
  type CyclePrediction,
} from '@fertilia/contracts';
import { predictCycle } from './predict';
import type { CycleProfile } from './profile';
import type { DaySignal } from './signals';

const EPOCH = '2020-01-01';
const quiet = (date: string): DaySignal => ({
  date,
  flow: 'none',
  temperature: null,
  temperatureDisturbed: false,
  lhTest: null,
  cervicalMucus: null,
});

/** Any day's signs, as the API stores them: flow, a reading within the accepted range, LH, mucus. */
const signs = fc.record({
  flow: fc.constantFrom(...CYCLE_FLOWS),
  temperature: fc.option(fc.integer({ min: 3400, max: 4200 }).map((t) => t / 100)),
  temperatureDisturbed: fc.boolean(),
  lhTest: fc.option(fc.constantFrom(...LH_TEST_RESULTS)),
  cervicalMucus: fc.option(fc.constantFrom(...CERVICAL_MUCUS_TYPES)),
});
/** A scattered log: any signs on any days of about eight months. */
const scattered = fc
  .uniqueArray(fc.record({ offset: fc.integer({ min: 0, max: 240 }), signs }), {
    selector: (d) => d.offset,
    maxLength: 80,
  })
  .map((entries) =>
    entries.map(({ offset, signs: s }): DaySignal => ({ date: addDays(EPOCH, offset), ...s })),
  );

/** A charted log: cycles of plausible length with their bleeding, often basal temperatures and LH tests. */
const cycle = fc.record({
  length: fc.integer({ min: 18, max: 50 }),
  bleed: fc.integer({ min: 1, max: 7 }),
  flow: fc.constantFrom('light', 'medium', 'heavy') as fc.Arbitrary<DaySignal['flow']>,
  riseOn: fc.option(fc.integer({ min: 8, max: 24 })),
  lhOn: fc.option(fc.integer({ min: 8, max: 24 })),
  noise: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }),
});
const charted = fc.array(cycle, { minLength: 1, maxLength: 8 }).map((cycles) => {
  const byDate = new Map<string, DaySignal>();
  const put = (date: string, change: Partial<DaySignal>) =>
    byDate.set(date, { ...(byDate.get(date) ?? quiet(date)), ...change });
  let start = EPOCH;
  for (const c of cycles) {
    for (let d = 0; d < c.bleed; d++) put(addDays(start, d), { flow: c.flow });
    if (c.riseOn !== null)
      for (let d = 0; d < c.length; d++) {
        const noise = c.noise.includes(d) ? 0.05 : 0;
        put(addDays(start, d), { temperature: (d + 1 < c.riseOn ? 36.3 : 36.75) + noise });
      }
    if (c.lhOn !== null) put(addDays(start, c.lhOn - 1), { lhTest: 'positive' });
    start = addDays(start, c.length);
  }
  return [...byDate.values()];
});
const log = fc.oneof(scattered, charted);
/** "Today" anywhere from before the log to months after its last day. */
const today = fc.integer({ min: -10, max: 420 }).map((offset) => addDays(EPOCH, offset));
const profile: fc.Arbitrary<CycleProfile | undefined> = fc.option(
  fc.record({
    cycleLength: fc.option(fc.integer({ min: 20, max: 45 })),
    periodDays: fc.option(fc.integer({ min: 1, max: 15 })),
    lastPeriodStart: fc.option(fc.integer({ min: -20, max: 430 }).map((offset) => addDays(EPOCH, offset))),
  }),
  { nil: undefined },
);
const reordered = <T>(items: T[]) => fc.shuffledSubarray(items, { minLength: items.length });

const inRange = (range: { earliest: string; latest: string }, date: string) =>
  range.earliest <= date && date <= range.latest;

describe('cycle prediction (properties)', () => {
  it('never fails on a valid log, and answers whenever a period is logged', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const prediction = predictCycle(days, on, stated);
        const logged = findPeriods(days.filter((d) => d.date <= on)).length > 0;
        if (logged) expect(prediction).not.toBeNull();
        if (prediction === null) expect(logged).toBe(false);
        else expect(cyclePredictionSchema.safeParse(prediction).success).toBe(true);
      }),
    );
  });

  it('orders the dates: period start, then the fertile window around ovulation, then the next period', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        const { last_period_date: last } = p.prediction_factors;
        expect(last <= on).toBe(true);
        expect(last <= p.predicted_ovulation_date).toBe(true);
        expect(p.fertile_window_start <= p.predicted_ovulation_date).toBe(true);
        expect(p.predicted_ovulation_date <= p.fertile_window_end).toBe(true);
        expect(p.fertile_window_end < p.next_period_date).toBe(true);
      }),
    );
  });

  it('gives ranges that hold their own date, and scores between 0 and 1', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        expect(inRange(p.next_period_range, p.next_period_date)).toBe(true);
        expect(inRange(p.ovulation_range, p.predicted_ovulation_date)).toBe(true);
        expect(p.confidence_score).toBeGreaterThanOrEqual(0);
        expect(p.confidence_score).toBeLessThanOrEqual(1);
        expect(p.cycle_phase.progress).toBeGreaterThanOrEqual(0);
        expect(p.cycle_phase.progress).toBeLessThanOrEqual(1);
        expect(p.current_cycle_day).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('says consistently how ovulation is known and whether the period is late', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        expect(p.ovulation_confirmed).toBe(p.ovulation_source !== 'calendar');
        expect(p.temperature_shift !== null).toBe(p.ovulation_source.startsWith('temperature'));
        expect(p.period_late).toBe(on > p.next_period_date);
        // A calendar forecast is projected forward: its range never lies wholly in the past.
        if (!p.ovulation_confirmed) expect(p.next_period_range.latest >= on).toBe(true);
      }),
    );
  });

  it('does not depend on the order the days were logged in', () => {
    fc.assert(
      fc.property(
        log.chain((days) => fc.tuple(fc.constant(days), reordered(days))),
        today,
        profile,
        ([days, shuffled], on, stated) => {
          expect(predictCycle(shuffled, on, stated)).toEqual(predictCycle(days, on, stated));
        },
      ),
    );
  });

  it('reads nothing logged after today', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const untilToday: CyclePrediction | null = predictCycle(
          days.filter((d) => d.date <= on),
          on,
          stated,
        );
        expect(predictCycle(days, on, stated)).toEqual(untilToday);
      }),
    );
  });
});
