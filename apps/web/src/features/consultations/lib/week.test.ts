import { describe, expect, it } from 'vitest';
import { slot } from '../test/fixtures';
import { groupByDay, shiftWeek, weekDates, weekStartOf } from './week';

describe('week arithmetic in the viewer’s zone', () => {
  it('starts weeks on Monday in the given zone, not in UTC', () => {
    // Sunday 23:30 in UTC is already Monday in Tokyo.
    expect(weekStartOf('2030-03-10T23:30:00Z', 'UTC')).toBe('2030-03-04');
    expect(weekStartOf('2030-03-10T23:30:00Z', 'Asia/Tokyo')).toBe('2030-03-11');
  });

  it('moves by whole weeks and lists seven dates', () => {
    expect(shiftWeek('2030-03-04', 1)).toBe('2030-03-11');
    expect(shiftWeek('2030-03-04', -1)).toBe('2030-02-25');
    expect(weekDates('2030-03-04')).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
      '2030-03-10',
    ]);
  });

  it('puts each slot on the day it starts in the viewer’s zone, in order', () => {
    const late = slot(2, '2030-03-05T23:30:00Z');
    const early = slot(1, '2030-03-05T09:00:00Z');
    const inUtc = groupByDay([late, early], '2030-03-04', 'UTC');
    expect(inUtc[1]!.slots.map((s) => s.id)).toEqual([1, 2]);
    // In New York 23:30 UTC is 18:30 the same day; in Tokyo it is the next morning.
    const inTokyo = groupByDay([late, early], '2030-03-04', 'Asia/Tokyo');
    expect(inTokyo[1]!.slots.map((s) => s.id)).toEqual([1]);
    expect(inTokyo[2]!.slots.map((s) => s.id)).toEqual([2]);
  });

  it('keeps a wall-clock 09:00 on the same local day across a daylight-saving change', () => {
    // Europe/London moves to summer time on 31 March 2030.
    const before = slot(1, '2030-03-30T09:00:00Z');
    const after = slot(2, '2030-04-01T08:00:00Z');
    const days = groupByDay([before, after], '2030-03-25', 'Europe/London');
    expect(days.find((d) => d.date === '2030-03-30')!.slots).toHaveLength(1);
    expect(weekStartOf(after.starts_at, 'Europe/London')).toBe('2030-04-01');
  });
});
