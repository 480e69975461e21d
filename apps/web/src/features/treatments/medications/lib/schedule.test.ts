import { describe, expect, it } from 'vitest';
import { medicationInputSchema } from '@fertilia/contracts';
import { formatDate } from '@/lib/format';
import { medication } from '../test/fixtures';
import { cycleDaysText, parseCycleDays, scheduleText, timesText } from './schedule';

describe('cycle days', () => {
  it('reads ranges and single days, in any order, and writes them back as runs', () => {
    expect(parseCycleDays('2-11, 14')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14]);
    expect(parseCycleDays('14 3–5')).toEqual([14, 3, 4, 5]);
    expect(parseCycleDays('5-3')).toEqual([3, 4, 5]);
    expect(cycleDaysText([14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe('2–11, 14');
    expect(cycleDaysText([1, 3, 5])).toBe('1, 3, 5');
  });

  it('leaves what is not a day for the contract to refuse with its own message', () => {
    const days = parseCycleDays('2, x, 0');
    expect(days[1]).toBeNaN();
    const parsed = medicationInputSchema.safeParse({
      name: 'letrozole',
      dose: 2.5,
      dose_unit: 'mg',
      route: 'oral',
      schedule_kind: 'cycle_days',
      times: ['08:00'],
      start_date: '2026-11-01',
      cycle_days: days,
      time_zone: 'UTC',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['cycle_days', 1]);
  });
});

describe('schedule in words', () => {
  it('says dose, route, times and days in one line', () => {
    expect(timesText(['08:00', '14:00', '20:00'])).toBe('08:00, 14:00 and 20:00');
    expect(
      scheduleText(
        medication({
          dose: 150,
          dose_unit: 'IU',
          route: 'subcutaneous',
          times: ['08:00', '20:00'],
          schedule_kind: 'cycle_days',
          cycle_days: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
          start_date: '2026-11-03',
        }),
      ),
    ).toBe(
      `150 IU · injection under the skin · 08:00 and 20:00 · cycle days 2–11 (day 1 ${formatDate('2026-11-03')})`,
    );
    expect(
      scheduleText(
        medication({ dose: 2, dose_unit: 'tablet', route: 'oral', times: ['09:00'], end_date: null }),
      ),
    ).toMatch(/^2 tablets · by mouth · 09:00 · every day from /);
  });
});
