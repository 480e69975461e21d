import { describe, expect, it } from 'vitest';
import type { CycleFlow } from '../cycle';
import { addDays } from './dates';
import { findPeriods, type FlowDay } from './periods';

const day = (date: string, flow: CycleFlow = 'none'): FlowDay => ({ date, flow });
const bleed = (start: string, days = 5, flow: CycleFlow = 'medium') =>
  Array.from({ length: days }, (_, i) => day(addDays(start, i), flow));

describe('periods from logged flow', () => {
  it('joins bleeding days with a gap of up to three days, ignores spotting and mid-cycle bleeding', () => {
    const days = [
      ...bleed('2026-01-01', 2),
      ...bleed('2026-01-05', 2), // same period, two days not logged
      day('2026-01-14', 'light'), // spotting
      day('2026-01-13', 'medium'), // next to the spotting: mid-cycle
      ...bleed('2026-01-30', 4),
      day('2026-02-27', 'light'), // latest bleeding: a period that has just begun
    ];
    expect(findPeriods(days).map((p) => [p.start, p.end, p.days])).toEqual([
      ['2026-01-01', '2026-01-06', 6],
      ['2026-01-30', '2026-02-02', 4],
      ['2026-02-27', '2026-02-27', 1],
    ]);
  });

  it('joins bleeding up to three days apart; a later start counts only a plausible cycle after the last', () => {
    expect(findPeriods([...bleed('2026-01-01', 2), ...bleed('2026-01-05', 2)])).toEqual([
      { start: '2026-01-01', end: '2026-01-06', days: 6 },
    ]);
    // Four days apart is a new episode, but five days after the period began it is mid-cycle bleeding.
    expect(findPeriods([...bleed('2026-01-01', 2), ...bleed('2026-01-06', 2)])).toEqual([
      { start: '2026-01-01', end: '2026-01-02', days: 2 },
    ]);
    expect(
      findPeriods([...bleed('2026-01-01', 2), ...bleed('2026-01-20', 3)]).map((p) => [p.start, p.days]),
    ).toEqual([
      ['2026-01-01', 2],
      ['2026-01-20', 3],
    ]);
  });

  it('counts a lone light day as spotting unless it is the latest bleeding, and reads days in any order', () => {
    const days = [...bleed('2026-01-01', 4), day('2026-01-15', 'light'), ...bleed('2026-02-01', 4)].reverse();
    expect(findPeriods(days).map((p) => p.start)).toEqual(['2026-01-01', '2026-02-01']);
    expect(findPeriods([...bleed('2026-01-01', 4), day('2026-01-29', 'light')]).map((p) => p.start)).toEqual([
      '2026-01-01',
      '2026-01-29',
    ]);
    expect(
      findPeriods([...bleed('2026-01-01', 4), day('2026-01-29', 'heavy'), day('2026-02-20', 'light')]),
    ).toHaveLength(3);
  });

  it('has no period without bleeding', () => {
    expect(findPeriods([])).toEqual([]);
    expect(findPeriods([day('2026-01-01'), day('2026-01-02')])).toEqual([]);
  });
});
