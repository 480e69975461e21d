import { describe, expect, it } from 'vitest';
import { formatDate, formatTemperature } from '@/lib/format';
import { cycleDay, prediction } from '../test/fixtures';
import { datesBetween } from './dates';
import { TYPICAL_PERIOD_DAYS, averagePeriodLength, dayLabel, dayMarks } from './day-marks';

const bleed = (id: number, date: string) => cycleDay(id, date, { flow: 'medium' });

describe('calendar marks', () => {
  it('averages her logged period lengths, else uses a typical one', () => {
    expect(averagePeriodLength([])).toBe(TYPICAL_PERIOD_DAYS);
    const days = [
      ...['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'].map((d, i) => bleed(i, d)),
      ...['2025-01-29', '2025-01-30'].map((d, i) => bleed(10 + i, d)),
    ];
    expect(averagePeriodLength(days)).toBe(3);
  });

  it('marks the predicted period for her period length, the fertile window and ovulation, from today on', () => {
    const dates = datesBetween('2025-03-01', '2025-04-06');
    const marks = dayMarks(dates, [bleed(1, '2025-03-01')], prediction(), '2025-03-12', 3);
    const where = (key: 'predictedPeriod' | 'fertile' | 'ovulation' | 'period') =>
      dates.filter((d) => marks.get(d)![key]);
    expect(where('period')).toEqual(['2025-03-01']);
    expect(where('predictedPeriod')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    // The window began on 10 March; days already past are not painted as a forecast.
    expect(where('fertile')).toEqual(['2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15']);
    expect(where('ovulation')).toEqual(['2025-03-15']);
    expect(marks.get('2025-03-12')!.cycleDay).toBe(12);
    expect(marks.get('2025-03-13')!.cycleDay).toBeNull();
  });

  it('marks nothing predicted without a prediction', () => {
    const marks = dayMarks(['2025-03-29'], [], null, '2025-03-12');
    expect(marks.get('2025-03-29')).toMatchObject({
      predictedPeriod: false,
      fertile: false,
      ovulation: false,
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
