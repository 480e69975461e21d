import { describe, expect, it } from 'vitest';
import { addDays, type CycleFlow } from '@fertilia/contracts';
import { estimateCycleLength } from './cycle-length';
import { predictCycle } from './predict';
import { cycleProfileOf } from './profile';
import type { DaySignal } from './signals';

const day = (date: string, extra: Partial<DaySignal> = {}): DaySignal => ({
  date,
  flow: 'none',
  temperature: null,
  temperatureDisturbed: false,
  lhTest: null,
  cervicalMucus: null,
  ...extra,
});
const bleed = (start: string, days = 5, flow: CycleFlow = 'medium') =>
  Array.from({ length: days }, (_, i) => day(addDays(start, i), { flow }));
/** Period starts ending with `last`, separated by `lengths` (oldest first). */
const starts = (last: string, lengths: number[]) => {
  const list = [last];
  for (const l of [...lengths].reverse()) list.unshift(addDays(list[0]!, -l));
  return list;
};
const history = (last: string, lengths: number[]) => starts(last, lengths).flatMap((s) => bleed(s));
/** Basal temperatures from `start`: lows, then highs from `riseOn` (cycle day, 1-based). */
const temps = (start: string, riseOn: number, days: number) =>
  Array.from({ length: days }, (_, i) =>
    day(addDays(start, i), { temperature: i + 1 < riseOn ? 36.3 + (i % 3) * 0.05 : 36.75 }),
  );
const merge = (...lists: DaySignal[][]) => {
  const map = new Map<string, DaySignal>();
  for (const d of lists.flat())
    map.set(d.date, {
      ...map.get(d.date),
      ...d,
      flow: d.flow !== 'none' ? d.flow : (map.get(d.date)?.flow ?? 'none'),
    });
  return [...map.values()];
};

describe('cycle length estimate', () => {
  it('uses population figures until she has cycles, then hers, robust to one odd cycle', () => {
    expect(estimateCycleLength([])).toMatchObject({ mean: 29.3, sd: 4, used: 0, source: 'population' });
    const regular = estimateCycleLength([27, 27, 27, 26, 27, 27]);
    expect(regular.source).toBe('personal');
    expect(Math.round(regular.mean)).toBe(27);
    expect(regular.sd).toBeLessThan(2.5);
    // Her steady cycles outweigh the population prior (ADR 019), so one 44-day cycle leaves her at 27.
    const withLong = estimateCycleLength([27, 27, 27, 26, 44, 27]);
    expect(Math.round(withLong.mean)).toBe(27);
    expect(withLong.mean).toBeLessThan((27 * 4 + 26 + 44) / 6);
    // A 70-day gap is a missed log, not a cycle.
    expect(estimateCycleLength([28, 70, 28]).used).toBe(2);
  });

  it('leaves out a cycle that is two with a period not logged, once she has others to compare it with', () => {
    const missed = estimateCycleLength([28, 29, 57, 28]);
    expect(missed).toMatchObject({ used: 3, source: 'personal' });
    expect(Math.round(missed.mean)).toBe(28);
    expect(missed.sd).toBeLessThan(3);
    expect(estimateCycleLength([28, 29, 28])).toMatchObject({ used: 3 });
    // A long cycle is not two of her usual ones: it stays, and pulls the forecast a little.
    const long = estimateCycleLength([28, 29, 45, 28]);
    expect(long.used).toBe(4);
    expect(long.mean).toBeGreaterThan(missed.mean);
    // With only one other cycle there is nothing to tell a missed period from a change.
    expect(estimateCycleLength([28, 56]).used).toBe(2);
  });

  it('shrinks a short or irregular history towards the population more than a long steady one', () => {
    // Each history centres on 24 days; the population mean is 29.3.
    const shrunk = (history: number[]) => estimateCycleLength(history).mean - 24;
    const steady = shrunk([24, 24, 24, 24, 24, 24]);
    expect(shrunk([24])).toBeGreaterThan(steady);
    expect(shrunk([24])).toBeLessThan(29.3 - 24);
    expect(shrunk([20, 28, 28, 20, 24, 24])).toBeGreaterThan(steady);
  });
});

describe('cycle prediction (spec 02 §3)', () => {
  it('gives nothing without a logged period', () => {
    expect(predictCycle([], '2026-03-20')).toBeNull();
    expect(predictCycle([day('2026-03-01', { temperature: 36.4 })], '2026-03-20')).toBeNull();
    // Days after "today" do not count.
    expect(predictCycle(bleed('2026-03-25'), '2026-03-20')).toBeNull();
  });

  it('predicts a regular 28-day cycle from her own history, confidently', () => {
    const p = predictCycle(history('2026-03-10', [28, 28, 28, 28, 28, 28]), '2026-03-20')!;
    expect(p).toMatchObject({
      next_period_date: '2026-04-07',
      predicted_ovulation_date: '2026-03-25', // cycle day 28 − 12 (population luteal phase, 12.4)
      ovulation_range: { earliest: '2026-03-22', latest: '2026-03-28' },
      // Five days before the earliest ovulation to the day after the latest: the whole range is fertile.
      fertile_window_start: '2026-03-17',
      fertile_window_end: '2026-03-29',
      current_cycle_day: 11,
      cycle_phase: { name: 'ovulation' },
      fertility_status: 'high',
      ovulation_confirmed: false,
      ovulation_source: 'calendar',
      period_late: false,
      prediction_factors: {
        last_period_date: '2026-03-10',
        cycle_length: 28,
        historical_data_points: 6,
        cycle_length_source: 'personal',
      },
    });
    // Even six identical cycles leave room for the next to differ: the prior spread still weighs in, and her
    // mean is not known exactly. ±2 days, not ±3, since ADR 019: ±3 held the true start 89 % of the time.
    expect(p.confidence_score).toBeGreaterThan(0.7);
    expect(p.next_period_range).toEqual({ earliest: '2026-04-05', latest: '2026-04-09' });
  });

  it('is less confident and gives wider ranges for irregular cycles', () => {
    const regular = predictCycle(history('2026-03-10', [28, 28, 28, 28, 28, 28]), '2026-03-20')!;
    const irregular = predictCycle(history('2026-03-10', [24, 35, 27, 40, 23, 31]), '2026-03-20')!;
    expect(irregular.confidence_score).toBeLessThan(regular.confidence_score - 0.3);
    const width = (r: { earliest: string; latest: string }) => Date.parse(r.latest) - Date.parse(r.earliest);
    expect(width(irregular.next_period_range)).toBeGreaterThan(width(regular.next_period_range));
    expect(irregular.notes.join(' ')).toMatch(/vary by about ±\d+ days/);
  });

  it('falls back on population figures, with low confidence, after a single period', () => {
    const p = predictCycle(bleed('2026-03-10'), '2026-03-12')!;
    expect(p).toMatchObject({
      next_period_date: '2026-04-08', // 29.3 days, Bull et al. 2019
      current_cycle_day: 3,
      cycle_phase: { name: 'menstrual', progress: 0.6 },
      fertility_status: 'low',
      prediction_factors: { historical_data_points: 0, cycle_length_source: 'population', cycle_length: 29 },
    });
    expect(p.confidence_score).toBeLessThan(0.5);
  });

  it('confirms ovulation from a sustained temperature rise and dates the next period from it', () => {
    // Regular 30-day cycles, but this cycle the temperature rises on cycle day 20: a late ovulation.
    const last = '2026-02-20';
    const days = merge(history(last, [30, 30, 30, 30]), temps(last, 20, 28));
    const p = predictCycle(days, '2026-03-19')!; // cycle day 28, after the rise
    expect(p.ovulation_confirmed).toBe(true);
    expect(p.ovulation_source).toBe('temperature');
    expect(p.temperature_shift).toEqual({
      confirmed_on: '2026-03-13',
      first_high_date: '2026-03-11',
      cover_line: 36.4,
    });
    expect(p.predicted_ovulation_date).toBe('2026-03-10'); // last low reading, cycle day 19
    expect(p.next_period_date).toBe('2026-03-22'); // ovulation + 12-day luteal phase, not day 30
    expect(p.fertility_status).toBe('low');
    expect(p.cycle_phase.name).toBe('luteal');
    expect(p.ovulation_range).toEqual({ earliest: '2026-03-09', latest: '2026-03-11' });
  });

  it('dates ovulation the day after a positive LH test', () => {
    const last = '2026-03-01';
    const days = merge(history(last, [28, 28, 28]), [
      day('2026-03-13', { lhTest: 'negative' }),
      day('2026-03-14', { lhTest: 'positive', cervicalMucus: 'egg_white' }),
    ]);
    const p = predictCycle(days, '2026-03-14')!;
    expect(p).toMatchObject({
      predicted_ovulation_date: '2026-03-15',
      ovulation_range: { earliest: '2026-03-14', latest: '2026-03-16' },
      fertile_window_start: '2026-03-09',
      fertile_window_end: '2026-03-17',
      next_period_date: '2026-03-27',
      ovulation_confirmed: true,
      ovulation_source: 'lh_test',
      fertility_status: 'peak',
      prediction_factors: { lh_tests: 2 },
    });
  });

  it('learns a short luteal phase from past cycles and says so', () => {
    // Each past cycle: 26 days, temperature rise on cycle day 18 → ovulation day 17, luteal phase 9 days.
    const periodStarts = starts('2026-03-05', [26, 26, 26]);
    const days = merge(
      periodStarts.flatMap((s) => bleed(s)),
      periodStarts.slice(0, -1).flatMap((s) => temps(s, 18, 26)),
    );
    const p = predictCycle(days, '2026-03-08')!;
    expect(p.prediction_factors.luteal_phase_length).toBeLessThanOrEqual(11);
    expect(p.predicted_ovulation_date > addDays('2026-03-05', 13)).toBe(true);
    expect(p.notes.join(' ')).toMatch(/luteal phase of 10 days or less/);
  });

  it('marks a late period, then projects whole cycles once far past it', () => {
    const days = history('2026-01-01', [28, 28, 28, 28]);
    const late = predictCycle(days, '2026-01-30')!;
    expect(late).toMatchObject({ next_period_date: '2026-01-29', period_late: true, current_cycle_day: 30 });
    const projected = predictCycle(days, '2026-03-10')!;
    expect(projected.next_period_date >= '2026-03-10').toBe(true);
    expect(projected.prediction_factors.last_period_date).toBe('2026-01-01');
    expect(projected.confidence_score).toBeLessThan(late.confidence_score);
    expect(projected.notes[0]).toMatch(/No period logged for longer than your usual cycle/);
  });
});

describe('medical profile as evidence, never above her own logs (ADR 004)', () => {
  const today = '2026-03-20';
  const stated = { cycleLength: 30, periodDays: 4, lastPeriodStart: '2026-03-10' };

  it('takes her stated cycle length as the prior instead of the population mean', () => {
    const population = predictCycle(bleed('2026-03-10'), '2026-03-12')!;
    const profile = predictCycle(bleed('2026-03-10'), '2026-03-12', { cycleLength: 35 })!;
    expect(population.next_period_date).toBe('2026-04-08');
    expect(profile).toMatchObject({
      next_period_date: '2026-04-14',
      prediction_factors: {
        cycle_length: 35,
        cycle_length_source: 'profile',
        last_period_source: 'logged',
        // Self-reported lengths are rough: no narrower than the population spread.
        cycle_length_sd: 4,
      },
    });
    expect(profile.confidence_score).toBe(population.confidence_score);
    expect(profile.notes.join(' ')).toMatch(/cycle length you entered in your profile/);
    expect(profile.notes.join(' ')).not.toMatch(/population averages/);
  });

  it('gives way to her own cycles once she has logged three', () => {
    const days = history('2026-03-10', [28, 28, 28, 28, 28, 28]);
    const p = predictCycle(days, today, { cycleLength: 45 })!;
    expect(p.prediction_factors.cycle_length_source).toBe('personal');
    expect(p.prediction_factors.cycle_length).toBeLessThanOrEqual(30);
    expect(p.notes.join(' ')).not.toMatch(/profile/);
  });

  it('counts from her profile date, for her stated duration, when no period is logged', () => {
    expect(predictCycle([], today)).toBeNull();
    const p = predictCycle([], today, stated)!;
    expect(p).toMatchObject({
      next_period_date: '2026-04-09',
      predicted_ovulation_date: '2026-03-27', // cycle day 30 − 12
      current_cycle_day: 11,
      period_late: false,
      prediction_factors: {
        last_period_date: '2026-03-10',
        last_period_source: 'profile',
        cycle_length: 30,
        cycle_length_source: 'profile',
        historical_data_points: 0,
      },
    });
    expect(p.notes[0]).toBe(
      'Uses the cycle length and last period date you entered in your profile; predictions get better with every cycle you log.',
    );
    expect(predictCycle([], '2026-03-13', stated)!.cycle_phase).toEqual({ name: 'menstrual', progress: 1 });
    expect(predictCycle([], '2026-03-14', stated)!.cycle_phase.name).toBe('follicular');
  });

  it('uses a profile date without a stated length, with the population length and its default period', () => {
    const p = predictCycle([], '2026-03-14', { lastPeriodStart: '2026-03-10' })!;
    expect(p.prediction_factors).toMatchObject({
      last_period_source: 'profile',
      cycle_length_source: 'population',
      cycle_length: 29,
    });
    expect(p.cycle_phase.name).toBe('menstrual'); // 5 days by default
    expect(p.notes.join(' ')).toMatch(/last period date you entered in your profile/);
  });

  it('gives nothing from a stated length alone', () => {
    expect(predictCycle([], today, { cycleLength: 30, periodDays: 4 })).toBeNull();
  });

  it('lets a logged period on or after the profile date win', () => {
    for (const logged of ['2026-03-10', '2026-03-12']) {
      const p = predictCycle(bleed(logged), today, stated)!;
      expect(p.prediction_factors).toMatchObject({ last_period_date: logged, last_period_source: 'logged' });
    }
    // Shortly after her logged period, the profile date is that same period remembered less exactly.
    const p = predictCycle(bleed('2026-03-01'), today, stated)!;
    expect(p.prediction_factors).toMatchObject({
      last_period_date: '2026-03-01',
      last_period_source: 'logged',
    });
  });

  it('takes a profile date a cycle after her last logged period as the latest start', () => {
    const p = predictCycle(bleed('2026-02-08'), today, stated)!;
    expect(p.prediction_factors).toMatchObject({
      last_period_date: '2026-03-10',
      last_period_source: 'profile',
      historical_data_points: 1,
    });
    // Unless she logged that very day as a day without bleeding.
    const dry = predictCycle([...bleed('2026-02-08'), day('2026-03-10')], today, stated)!;
    expect(dry.prediction_factors).toMatchObject({
      last_period_date: '2026-02-08',
      last_period_source: 'logged',
    });
  });

  it('ignores a profile date in the future or three of her cycles old', () => {
    expect(predictCycle([], today, { ...stated, lastPeriodStart: '2026-03-21' })).toBeNull();
    expect(predictCycle([], today, { ...stated, lastPeriodStart: addDays(today, -90) })).toBeNull();
    const old = predictCycle([], today, { ...stated, lastPeriodStart: addDays(today, -89) })!;
    expect(old.prediction_factors.last_period_date).toBe(addDays(today, -89));
    expect(old.notes.join(' ')).toMatch(/No period logged since the last period date in your profile/);
    // Her logs still count when the profile date does not.
    const logged = predictCycle(bleed('2026-03-01'), today, { ...stated, lastPeriodStart: '2026-03-25' })!;
    expect(logged.prediction_factors.last_period_date).toBe('2026-03-01');
  });

  it('answers exactly as before when there is no profile', () => {
    const days = merge(history('2026-02-20', [30, 30, 30, 30]), temps('2026-02-20', 20, 28));
    expect(predictCycle(days, '2026-03-19', {})).toEqual(predictCycle(days, '2026-03-19'));
  });
});

describe('a prediction that agrees with itself (issue 15)', () => {
  it('calls nothing more than low confidence before one cycle of hers is complete, even with a positive LH test', () => {
    // A new account: her first logged period, then a positive LH test. The dates after a dated ovulation look
    // steady (the luteal phase varies little) but rest on population figures alone.
    const days = merge(bleed('2026-03-01'), [day('2026-03-14', { lhTest: 'positive' })]);
    const p = predictCycle(days, '2026-03-15')!;
    expect(p.ovulation_confirmed).toBe(true);
    expect(p.prediction_factors.historical_data_points).toBe(0);
    expect(p.confidence_level).toBe('low');
    expect(p.confidence_score).toBeLessThan(0.5);
  });

  it('names the source of the cycle length for the data used: her profile exactly, or a blend', () => {
    // Profile says 31 days; a dated ovulation sets the next period, but the stated length stays 31.
    const stated = { cycleLength: 31, periodDays: 5, lastPeriodStart: '2026-03-01' };
    const lh = predictCycle([day('2026-03-10', { lhTest: 'positive' })], '2026-03-12', stated)!;
    expect(lh.prediction_factors).toMatchObject({
      cycle_length: 31,
      cycle_length_source: 'profile',
      stated_cycle_length: 31,
      historical_data_points: 0,
    });
    expect(lh.next_period_date).toBe('2026-03-23'); // ovulation on the 11th + 12-day luteal phase
    // One logged cycle of 22 days weighed with her 31: a blend, neither figure alone.
    const blended = predictCycle([...bleed('2026-02-01'), ...bleed('2026-02-23')], '2026-03-01', {
      cycleLength: 31,
    })!;
    expect(blended.prediction_factors).toMatchObject({
      cycle_length: 25,
      cycle_length_source: 'blended',
      stated_cycle_length: 31,
      historical_data_points: 1,
    });
  });

  it('keeps the whole ovulation range inside the fertile window', () => {
    const p = predictCycle(bleed('2026-03-10'), '2026-03-12')!;
    expect(p.ovulation_range).toEqual({ earliest: '2026-03-21', latest: '2026-03-31' });
    expect(p.fertile_window_start).toBe('2026-03-16');
    expect(p.fertile_window_end).toBe('2026-04-01');
    expect(p.fertile_window_end < p.next_period_date).toBe(true);
  });

  it('gives the last period of her profile its end, so it can be drawn', () => {
    const p = predictCycle([], '2026-03-20', { periodDays: 4, lastPeriodStart: '2026-03-10' })!;
    expect(p.prediction_factors).toMatchObject({
      last_period_date: '2026-03-10',
      last_period_end: '2026-03-13',
      last_period_source: 'profile',
    });
    const logged = predictCycle(bleed('2026-03-10', 3), '2026-03-20')!;
    expect(logged.prediction_factors.last_period_end).toBe('2026-03-12');
  });

  it('gives her past cycles with their fertile windows, and confirmed ovulations as such', () => {
    // Two 30-day cycles: the first charted (rise on cycle day 17), the second not.
    const first = '2026-01-20';
    const days = merge(history('2026-03-21', [30, 30]), temps(first, 17, 30));
    const p = predictCycle(days, '2026-03-25')!;
    expect(p.past_cycles).toHaveLength(2);
    expect(p.past_cycles[0]).toMatchObject({
      start: first,
      end: '2026-02-18',
      ovulation_date: '2026-02-04', // last low reading, cycle day 16
      ovulation_source: 'temperature',
      // Known to a day either way: five days before the 3rd to the day after the 5th.
      fertile_window_start: '2026-01-29',
      fertile_window_end: '2026-02-06',
    });
    // Estimated afterwards: the next start less the luteal phase learnt from the charted cycle (15 days).
    expect(p.past_cycles[1]).toMatchObject({
      start: '2026-02-19',
      end: '2026-03-20',
      ovulation_source: 'calendar',
    });
    const second = p.past_cycles[1]!;
    expect(second.fertile_window_start < second.ovulation_date).toBe(true);
    expect(second.ovulation_date < second.fertile_window_end).toBe(true);
  });
});

describe('cycle part of the stored medical profile', () => {
  it('keeps only values that pass the profile rules', () => {
    expect(cycleProfileOf(null)).toEqual({});
    expect(
      cycleProfileOf({ menstrual_cycle_length: 31, period_duration: 5, last_period_date: '2026-03-01' }),
    ).toEqual({ cycleLength: 31, periodDays: 5, lastPeriodStart: '2026-03-01' });
    expect(
      cycleProfileOf({ menstrual_cycle_length: 90, period_duration: null, last_period_date: '1 March' }),
    ).toEqual({ cycleLength: null, periodDays: null, lastPeriodStart: null });
  });
});
