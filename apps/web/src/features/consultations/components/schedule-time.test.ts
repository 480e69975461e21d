import { describe, expect, it } from 'vitest';
import { localStart, slotsByDay } from './schedule-time';

describe('wall times of her zone', () => {
  it('turns a wall time into an instant with that day’s offset, either side of a clock change', () => {
    expect(localStart('2027-03-26', '09:00', 'Europe/London')).toEqual({
      startsAt: '2027-03-26T09:00:00+00:00',
    });
    expect(localStart('2027-03-29', '09:00', 'Europe/London')).toEqual({
      startsAt: '2027-03-29T09:00:00+01:00',
    });
  });

  it('refuses a time the clocks skip instead of moving it by an hour', () => {
    const start = localStart('2027-03-14', '02:30', 'America/New_York');
    expect(start).toEqual({
      error: expect.stringMatching(/^02:30 does not exist on that date in America\/New_York/),
    });
  });

  it('asks for a date and a time when one is missing', () => {
    expect(localStart('2027-03-14', '', 'Europe/London')).toEqual({ error: 'Choose a date and a time.' });
  });

  it('groups slots by their start date in her zone, not in UTC', () => {
    const late = { starts_at: '2027-01-05T04:30:00Z' }; // 23:30 on 4 January in New York
    const early = { starts_at: '2027-01-04T14:00:00Z' };
    expect(slotsByDay([late, early], 'America/New_York')).toEqual([
      { date: '2027-01-04', slots: [early, late] },
    ]);
  });
});
