import { describe, expect, it } from 'vitest';
import { formatDate, formatTemperature } from '@/lib/format';
import { cycleDay, prediction } from '../test/fixtures';
import { datesBetween } from './dates';
import { dayLabel, dayMarks } from './day-marks';

const bleed = (id: number, date: string) => cycleDay(id, date, { flow: 'medium' });

describe('calendar marks', () => {
  it('marks the ranges of the prediction, past days included, and what she logged', () => {
    const dates = datesBetween('2025-02-01', '2025-04-06');
    const marks = dayMarks(dates, [bleed(1, '2025-03-01')], prediction(), '2025-03-12');
    const where = (test: (m: ReturnType<typeof marks.get> & object) => boolean) =>
      dates.filter((d) => test(marks.get(d)!));
    expect(where((m) => m.period)).toEqual(['2025-03-01']);
    // The card's "Next period" range, day for day.
    expect(where((m) => m.periodMayStart)).toEqual(datesBetween('2025-03-27', '2025-03-31'));
    expect(where((m) => m.periodLikelyStart)).toEqual(['2025-03-29']);
    // This cycle's whole window (days already past too) and February's.
    expect(where((m) => m.fertile)).toEqual([
      ...datesBetween('2025-02-08', '2025-02-16'),
      ...datesBetween('2025-03-09', '2025-03-17'),
    ]);
    expect(where((m) => m.ovulation === 'confirmed')).toEqual(['2025-02-14']);
    expect(where((m) => m.ovulation === 'estimated')).toEqual(['2025-03-15']);
    expect(marks.get('2025-03-12')!.cycleDay).toBe(12);
    expect(marks.get('2025-03-13')!.cycleDay).toBeNull();
  });

  it('marks nothing predicted without a prediction', () => {
    const marks = dayMarks(['2025-03-29'], [], null, '2025-03-12');
    expect(marks.get('2025-03-29')).toMatchObject({
      periodMayStart: false,
      periodLikelyStart: false,
      fertile: false,
      ovulation: null,
      profilePeriod: false,
    });
  });

  it('says in words what a day holds', () => {
    const day = cycleDay(1, '2025-03-12', {
      flow: 'heavy',
      temperature: 36.4,
      lh_test: 'positive',
      cervical_mucus: 'creamy',
      symptoms: ['cramps', 'fatigue'],
      intercourse: true,
      notes: 'x',
    });
    const marks = dayMarks(['2025-03-12'], [day], null, '2025-03-12');
    // The date and the temperature are written in the browser's locale (lib/format).
    expect(dayLabel(marks.get('2025-03-12')!)).toBe(
      `${formatDate('2025-03-12', 'dayMonth')}, today, period, heavy flow, temperature ${formatTemperature(36.4)}, ` +
        'positive LH test, creamy mucus, 2 symptoms, intercourse, note',
    );
  });
});
