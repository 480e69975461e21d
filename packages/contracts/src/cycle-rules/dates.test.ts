import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber, isoDateOf, toDayNumber } from './dates';

describe('calendar dates as whole UTC days', () => {
  it('adds days across months, leap days, years and daylight-saving changes', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-10-26', 7)).toBe('2025-11-02');
  });

  it('counts whole days between dates, negative backwards, and round-trips day numbers', () => {
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-04-01', '2025-03-01')).toBe(-31);
    expect(fromDayNumber(toDayNumber('2026-03-20'))).toBe('2026-03-20');
    expect(toDayNumber('1970-01-02')).toBe(1);
  });

  it('takes the UTC calendar date of an instant', () => {
    expect(isoDateOf(new Date('2026-03-20T23:30:00Z'))).toBe('2026-03-20');
    expect(isoDateOf(new Date('2026-03-21T00:30:00+02:00'))).toBe('2026-03-20');
  });
});
