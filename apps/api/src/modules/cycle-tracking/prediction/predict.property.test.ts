import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERVICAL_MUCUS_TYPES,
  CYCLE_FLOWS,
  LH_TEST_RESULTS,
  addDays,
  confidenceLevelOf,
  cyclePredictionSchema,
  datesFrom,
  findPeriods,
  predictionMarkOn,
  type CyclePrediction,
} from '@fertilia/contracts';
import { POPULATION } from './population';
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

  it('keeps the whole ovulation range inside the fertile window, in this cycle and every past one', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        expect(p.fertile_window_start <= p.ovulation_range.earliest).toBe(true);
        expect(p.ovulation_range.earliest <= p.predicted_ovulation_date).toBe(true);
        expect(p.predicted_ovulation_date <= p.ovulation_range.latest).toBe(true);
        expect(p.ovulation_range.latest <= p.fertile_window_end).toBe(true);
        for (const c of p.past_cycles) {
          expect(c.fertile_window_start <= c.ovulation_date).toBe(true);
          expect(c.ovulation_date <= c.fertile_window_end).toBe(true);
        }
      }),
    );
  });

  it('orders its ranges: past cycles one after another, then her last period, then the next one', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        const f = p.prediction_factors;
        expect(p.next_period_range.earliest <= p.next_period_date).toBe(true);
        expect(p.next_period_date <= p.next_period_range.latest).toBe(true);
        expect(f.last_period_date <= f.last_period_end).toBe(true);
        p.past_cycles.forEach((c, i) => {
          expect(c.start <= c.end).toBe(true);
          expect(c.end < (p.past_cycles[i + 1]?.start ?? f.last_period_date)).toBe(true);
        });
      }),
    );
  });

  it('is never more than a rough guide with little data of her own (no completed cycle: low)', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        const cycles = p.prediction_factors.historical_data_points;
        expect(p.confidence_level).toBe(confidenceLevelOf(p.confidence_score));
        if (cycles === 0) expect(p.confidence_level).toBe('low');
        if (cycles < 3) expect(p.confidence_level).not.toBe('high');
      }),
    );
  });

  it('names as its source exactly the data it used', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        const f = p.prediction_factors;
        const statedLength = stated?.cycleLength ?? null;
        expect(f.stated_cycle_length).toBe(statedLength);
        const expected =
          f.historical_data_points >= 3
            ? 'personal'
            : f.historical_data_points > 0
              ? 'blended'
              : statedLength
                ? 'profile'
                : 'population';
        expect(f.cycle_length_source).toBe(expected);
        if (f.cycle_length_source === 'profile') expect(f.cycle_length).toBe(statedLength);
        if (f.cycle_length_source === 'population')
          expect(f.cycle_length).toBe(Math.round(POPULATION.cycleLength));
        if (f.last_period_source === 'profile') {
          expect(f.last_period_date).toBe(stated?.lastPeriodStart);
          expect(f.last_period_end).toBe(addDays(f.last_period_date, (stated?.periodDays ?? 5) - 1));
        }
      }),
    );
  });

  it('is drawn on the calendar exactly as the card states it', () => {
    fc.assert(
      fc.property(log, today, profile, (days, on, stated) => {
        const p = predictCycle(days, on, stated);
        if (!p) return;
        const from = addDays(p.prediction_factors.last_period_date, -90);
        const shown = datesFrom(from, addDays(p.next_period_range.latest, 10));
        const marked = (key: 'periodMayStart' | 'periodLikelyStart' | 'profilePeriod') =>
          shown.filter((d) => predictionMarkOn(p, d)[key]);
        expect(marked('periodMayStart')).toEqual(
          datesFrom(p.next_period_range.earliest, p.next_period_range.latest),
        );
        expect(marked('periodLikelyStart')).toEqual([p.next_period_date]);
        for (const d of datesFrom(p.fertile_window_start, p.fertile_window_end))
          expect(predictionMarkOn(p, d).fertile).toBe(true);
        expect(predictionMarkOn(p, p.predicted_ovulation_date).ovulation).toBe(
          p.ovulation_confirmed ? 'confirmed' : 'estimated',
        );
        const f = p.prediction_factors;
        expect(marked('profilePeriod')).toEqual(
          f.last_period_source === 'profile' ? datesFrom(f.last_period_date, f.last_period_end) : [],
        );
      }),
    );
  });
});
