import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVULATION_SOURCES, type CompletedCycle, type CyclePrediction } from '../cycle';
import { predictionMarkOn, datesFrom } from './calendar-marks';
import { addDays, daysBetween } from './dates';

const EPOCH = '2025-01-01';
const offset = (max: number) => fc.integer({ min: 0, max });

/** A completed cycle laid out from `start`: ovulation inside a fertile window that lies within the cycle. */
const pastCycle = (start: string) =>
  fc
    .record({
      length: fc.integer({ min: 15, max: 60 }),
      ovulationDay: fc.integer({ min: 8, max: 14 }),
      before: offset(8),
      after: offset(3),
      source: fc.constantFrom(...OVULATION_SOURCES),
    })
    .map((c): CompletedCycle => ({
      start,
      end: addDays(start, c.length - 1),
      ovulation_date: addDays(start, c.ovulationDay),
      ovulation_source: c.source,
      fertile_window_start: addDays(start, c.ovulationDay - c.before),
      fertile_window_end: addDays(start, c.ovulationDay + c.after),
    }));

/** Any well-formed prediction: its past cycles one after another, then the current cycle's ranges in order. */
const prediction: fc.Arbitrary<CyclePrediction> = fc
  .record({
    pastCount: fc.integer({ min: 0, max: 4 }),
    seeds: fc.array(pastCycle(EPOCH), { minLength: 4, maxLength: 4 }),
    periodDays: fc.integer({ min: 1, max: 10 }),
    ovulationDay: fc.integer({ min: 8, max: 25 }),
    ovulationMargin: offset(6),
    periodMargin: offset(8),
    gap: fc.integer({ min: 6, max: 20 }),
    confirmed: fc.boolean(),
    fromProfile: fc.boolean(),
  })
  .map((r) => {
    // Lay the generated cycles end to end.
    let start = EPOCH;
    const past = r.seeds.slice(0, r.pastCount).map((seed) => {
      const shiftBy = (d: string) => addDays(d, daysBetween(EPOCH, start));
      const cycle = {
        ...seed,
        start: shiftBy(seed.start),
        end: shiftBy(seed.end),
        ovulation_date: shiftBy(seed.ovulation_date),
        fertile_window_start: shiftBy(seed.fertile_window_start),
        fertile_window_end: shiftBy(seed.fertile_window_end),
      };
      start = addDays(cycle.end, 1);
      return cycle;
    });
    const ovulation = addDays(start, r.ovulationDay);
    const range = {
      earliest: addDays(ovulation, -r.ovulationMargin),
      latest: addDays(ovulation, r.ovulationMargin),
    };
    const next = addDays(range.latest, r.gap + r.periodMargin);
    return {
      predicted_ovulation_date: ovulation,
      fertile_window_start: addDays(range.earliest, -5),
      fertile_window_end: addDays(range.latest, 1),
      next_period_date: next,
      current_cycle_day: 1,
      confidence_score: 0.3,
      confidence_level: 'low',
      cycle_phase: { name: 'menstrual', progress: 0 },
      fertility_status: 'low',
      prediction_factors: {
        last_period_date: start,
        last_period_source: r.fromProfile ? 'profile' : 'logged',
        last_period_end: addDays(start, r.periodDays - 1),
        cycle_length: 28,
        stated_cycle_length: null,
        historical_data_points: r.pastCount,
        cycle_length_source: 'population',
        cycle_length_sd: 4,
        luteal_phase_length: 12,
        temperature_readings: 0,
        lh_tests: 0,
      },
      next_period_range: { earliest: addDays(next, -r.periodMargin), latest: addDays(next, r.periodMargin) },
      ovulation_range: range,
      past_cycles: past,
      ovulation_confirmed: r.confirmed,
      ovulation_source: r.confirmed ? 'lh_test' : 'calendar',
      temperature_shift: null,
      period_late: false,
      notes: [],
    } satisfies CyclePrediction;
  });

/** Every day the calendar could show around the prediction. */
const shownDays = (p: CyclePrediction) =>
  datesFrom(addDays(EPOCH, -30), addDays(p.next_period_range.latest, 30));

describe('the calendar reads the prediction (properties)', () => {
  it('marks as a possible period start exactly the days of the card’s next-period range, the likeliest once', () => {
    fc.assert(
      fc.property(prediction, (p) => {
        const days = shownDays(p);
        expect(days.filter((d) => predictionMarkOn(p, d).periodMayStart)).toEqual(
          datesFrom(p.next_period_range.earliest, p.next_period_range.latest),
        );
        expect(days.filter((d) => predictionMarkOn(p, d).periodLikelyStart)).toEqual([p.next_period_date]);
      }),
    );
  });

  it('marks as fertile exactly the days of the current and past fertile windows', () => {
    fc.assert(
      fc.property(prediction, (p) => {
        const windows = [
          ...p.past_cycles.map((c) => [c.fertile_window_start, c.fertile_window_end] as const),
          [p.fertile_window_start, p.fertile_window_end] as const,
        ];
        const expected = new Set(windows.flatMap(([from, to]) => datesFrom(from, to)));
        for (const d of shownDays(p)) expect(predictionMarkOn(p, d).fertile).toBe(expected.has(d));
      }),
    );
  });

  it('marks each ovulation once, confirmed only when her signs dated it', () => {
    fc.assert(
      fc.property(prediction, (p) => {
        const marked = shownDays(p).flatMap((d) => {
          const o = predictionMarkOn(p, d).ovulation;
          return o ? [[d, o]] : [];
        });
        expect(marked).toEqual([
          ...p.past_cycles.map((c) => [
            c.ovulation_date,
            c.ovulation_source === 'calendar' ? 'estimated' : 'confirmed',
          ]),
          [p.predicted_ovulation_date, p.ovulation_confirmed ? 'confirmed' : 'estimated'],
        ]);
      }),
    );
  });

  it('draws her profile’s period, and only when the prediction counts from it', () => {
    fc.assert(
      fc.property(prediction, (p) => {
        const f = p.prediction_factors;
        expect(shownDays(p).filter((d) => predictionMarkOn(p, d).profilePeriod)).toEqual(
          f.last_period_source === 'profile' ? datesFrom(f.last_period_date, f.last_period_end) : [],
        );
      }),
    );
  });
});
