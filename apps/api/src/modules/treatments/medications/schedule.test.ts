import { describe, expect, it } from 'vitest';
import { medicationInputSchema, type MedicationInput } from '@fertilia/contracts';
import { dueAt, isScheduledOn, localDate, scheduleColumns, scheduledDates } from './schedule';

const columnsOf = (input: Partial<MedicationInput>) =>
  scheduleColumns(
    medicationInputSchema.parse({
      name: 'Gonal-f',
      dose: 150,
      dose_unit: 'IU',
      route: 'subcutaneous',
      schedule_kind: 'every_day',
      times: ['19:00'],
      start_date: '2026-11-20',
      time_zone: 'Europe/London',
      ...input,
    }),
  );

describe('medication schedule (pure)', () => {
  it('every day: from the start to the end date, open-ended without one', () => {
    const s = columnsOf({ end_date: '2026-11-23' });
    expect(s.lastDate).toBe('2026-11-23');
    expect(scheduledDates(s, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(isScheduledOn(s, '2026-11-19')).toBe(false);
    expect(isScheduledOn(s, '2026-11-24')).toBe(false);
    const open = columnsOf({ end_date: null });
    expect(open.lastDate).toBeNull();
    expect(isScheduledOn(open, '2031-01-01')).toBe(true);
    expect(scheduledDates(open, '2026-11-29', '2026-12-02')).toHaveLength(4);
  });

  it('cycle days: start_date is day 1, so day d falls d − 1 days later; the last date follows the last day', () => {
    const s = columnsOf({
      schedule_kind: 'cycle_days',
      start_date: '2026-11-28',
      cycle_days: [11, 2, 3, 2],
      end_date: '2026-11-29',
    });
    expect(s).toMatchObject({ cycleDays: [2, 3, 11], endDate: null, dates: [], lastDate: '2026-12-08' });
    expect(scheduledDates(s, '2026-11-01', '2026-12-31')).toEqual(['2026-11-29', '2026-11-30', '2026-12-08']);
    expect(isScheduledOn(s, '2026-11-28')).toBe(false);
    expect(isScheduledOn(s, '2026-12-08')).toBe(true);
  });

  it('dates: the listed ones; start and last date are the first and last of them', () => {
    const s = columnsOf({
      schedule_kind: 'dates',
      start_date: '2020-01-01',
      dates: ['2026-12-05', '2026-11-30', '2026-12-05'],
      cycle_days: [4],
    });
    expect(s).toMatchObject({
      startDate: '2026-11-30',
      lastDate: '2026-12-05',
      dates: ['2026-11-30', '2026-12-05'],
      cycleDays: [],
    });
    expect(scheduledDates(s, '2026-12-01', '2026-12-31')).toEqual(['2026-12-05']);
    expect(isScheduledOn(s, '2026-12-01')).toBe(false);
  });

  it('places a dose at its local time in its zone', () => {
    expect(dueAt('2026-11-24', '08:00', 'Pacific/Auckland').toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(dueAt('2026-11-24', '08:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
    expect(localDate(new Date('2026-11-23T19:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-24T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
  });

  it('moves a time the clocks skip forward by the gap, and takes a time that happens twice once', () => {
    // 8 March 2026 in Los Angeles: 02:00 PST becomes 03:00 PDT, so 02:30 does not exist; it is taken as 03:30 PDT.
    expect(dueAt('2026-03-08', '02:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
    expect(dueAt('2026-03-08', '08:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T15:00:00.000Z',
    );
    expect(dueAt('2026-03-07', '08:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    );
    // 1 November 2026: 01:30 happens in PDT and again in PST; the dose is the one in PST, once.
    expect(dueAt('2026-11-01', '01:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T09:30:00.000Z',
    );
  });
});
