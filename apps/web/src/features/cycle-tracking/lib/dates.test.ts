import { describe, expect, it } from 'vitest';
import { addDays, dateForKey, daysBetween, monthGrid, shiftMonthKeepingDay, weekdayIndex } from './dates';

describe('calendar dates', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-03-31', 1)).toBe('2025-04-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-04-01', '2025-03-01')).toBe(-31);
  });

  it('lays a month out in whole Monday-first weeks', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    const weeks = monthGrid({ year: 2025, month: 2 });
    expect(weeks).toHaveLength(6);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]![0]).toEqual({ date: '2025-02-24', inMonth: false });
    expect(weeks[0]![5]).toEqual({ date: '2025-03-01', inMonth: true });
    expect(weeks[5]![0]).toEqual({ date: '2025-03-31', inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2025-04-06', inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(31);
    // February 2021 fills exactly four weeks.
    expect(monthGrid({ year: 2021, month: 1 })).toHaveLength(4);
  });

  it('moves the focus like a date grid: days, weeks, week ends and months', () => {
    expect(weekdayIndex('2025-03-12')).toBe(2); // a Wednesday
    expect(dateForKey('2025-03-12', 'ArrowLeft')).toBe('2025-03-11');
    expect(dateForKey('2025-03-12', 'ArrowRight')).toBe('2025-03-13');
    expect(dateForKey('2025-03-12', 'ArrowUp')).toBe('2025-03-05');
    expect(dateForKey('2025-03-31', 'ArrowDown')).toBe('2025-04-07');
    expect(dateForKey('2025-03-12', 'Home')).toBe('2025-03-10');
    expect(dateForKey('2025-03-12', 'End')).toBe('2025-03-16');
    expect(dateForKey('2025-03-31', 'PageUp')).toBe('2025-02-28');
    expect(dateForKey('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(dateForKey('2025-03-12', 'Enter')).toBeNull();
    expect(shiftMonthKeepingDay('2025-01-15', -1)).toBe('2024-12-15');
  });
});
