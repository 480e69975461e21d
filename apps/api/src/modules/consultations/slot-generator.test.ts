import { describe, expect, it } from 'vitest';
import { DateTime, IANAZone } from 'luxon';
import type { ScheduleException, WeeklyHours } from '@fertilia/contracts';
import { generateSlots, instantOfWallTime, rangesOfDate, type SlotRules } from './slot-generator';

const every = (ranges: [string, string][]): WeeklyHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday: weekday as WeeklyHours['weekday'],
    ranges: ranges.map(([start, end]) => ({ start, end })),
  }));

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'Europe/London',
  slotMinutes: 30,
  bufferMinutes: 0,
  weeklyHours: every([['09:00', '12:00']]),
  exceptions: [],
  ...overrides,
});

const utc = (iso: string) => new Date(iso);
/** Slots of the local day `date` in the rules' zone, as local "HH:mm" and UTC ISO. */
function dayOf(r: SlotRules, date: string) {
  const from = DateTime.fromISO(date, { zone: r.timeZone }).startOf('day');
  const slots = generateSlots(r, from.toJSDate(), from.plus({ days: 1 }).toJSDate());
  return slots.map((s) => ({
    local: DateTime.fromJSDate(s.startsAt, { zone: r.timeZone }).toFormat('HH:mm'),
    utc: s.startsAt.toISOString(),
    minutes: (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000,
  }));
}
const locals = (r: SlotRules, date: string) => dayOf(r, date).map((s) => s.local);

describe('slot generator (ADR 013)', () => {
  it('cuts a range into slots of the given length with the buffer between them', () => {
    const r = rules({ slotMinutes: 30, bufferMinutes: 10, weeklyHours: every([['09:00', '11:00']]) });
    // 09:00, 09:40, 10:20; 11:00 would end after the range.
    expect(locals(r, '2026-06-10')).toEqual(['09:00', '09:40', '10:20']);
    expect(dayOf(r, '2026-06-10')[0]).toEqual({
      local: '09:00',
      utc: '2026-06-10T08:00:00.000Z',
      minutes: 30,
    });
  });

  it('leaves out a slot that would end after its range, and days without hours', () => {
    const r = rules({
      slotMinutes: 45,
      weeklyHours: [{ weekday: 3, ranges: [{ start: '09:00', end: '10:00' }] }],
    });
    expect(locals(r, '2026-06-10')).toEqual(['09:00']); // a Wednesday
    expect(locals(r, '2026-06-11')).toEqual([]);
  });

  it('serves a range ending at 24:00 up to midnight', () => {
    const r = rules({ weeklyHours: every([['23:00', '24:00']]) });
    expect(locals(r, '2026-06-10')).toEqual(['23:00', '23:30']);
  });

  describe('date exceptions', () => {
    const exceptions: ScheduleException[] = [
      { date: '2026-06-10', kind: 'day_off', ranges: [] },
      { date: '2026-06-11', kind: 'extra_hours', ranges: [{ start: '14:00', end: '15:00' }] },
      { date: '2026-06-12', kind: 'extra_hours', ranges: [{ start: '11:00', end: '13:00' }] },
    ];
    const r = rules({ exceptions });

    it('a day off has no slots', () => expect(locals(r, '2026-06-10')).toEqual([]));

    it('extra hours are added to the usual hours', () => {
      expect(locals(r, '2026-06-11')).toEqual([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '14:00',
        '14:30',
      ]);
    });

    it('extra hours overlapping the usual ones are joined, never duplicated', () => {
      expect(rangesOfDate(r, '2026-06-12', 5)).toEqual([{ start: 540, end: 780 }]);
      expect(locals(r, '2026-06-12')).toHaveLength(8);
    });

    it('other dates keep their weekday', () => expect(locals(r, '2026-06-13')).toHaveLength(6));
  });

  it('keeps slots that start in [from, until) only', () => {
    const slots = generateSlots(rules(), utc('2026-06-10T08:30:00Z'), utc('2026-06-10T10:00:00Z'));
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-06-10T08:30:00.000Z',
      '2026-06-10T09:00:00.000Z',
      '2026-06-10T09:30:00.000Z',
    ]);
  });

  describe('wall times across daylight saving', () => {
    const london = IANAZone.create('Europe/London');
    it('a wall time in the spring gap does not exist; one in the autumn overlap is its first occurrence', () => {
      expect(instantOfWallTime(london, Date.parse('2026-03-29T01:30:00Z'))).toBeNull();
      expect(instantOfWallTime(london, Date.parse('2026-10-25T01:30:00Z'))).toBe(
        Date.parse('2026-10-25T00:30:00Z'),
      );
      expect(instantOfWallTime(london, Date.parse('2026-07-01T09:00:00Z'))).toBe(
        Date.parse('2026-07-01T08:00:00Z'),
      );
    });

    it('a 09:00 London slot stays 09:00 in London and moves in UTC (March and October)', () => {
      const r = rules();
      expect(dayOf(r, '2026-03-28')[0]).toMatchObject({ local: '09:00', utc: '2026-03-28T09:00:00.000Z' });
      expect(dayOf(r, '2026-03-30')[0]).toMatchObject({ local: '09:00', utc: '2026-03-30T08:00:00.000Z' });
      expect(dayOf(r, '2026-10-24')[0]).toMatchObject({ local: '09:00', utc: '2026-10-24T08:00:00.000Z' });
      expect(dayOf(r, '2026-10-26')[0]).toMatchObject({ local: '09:00', utc: '2026-10-26T09:00:00.000Z' });
    });

    const night = (timeZone: string) =>
      rules({ timeZone, slotMinutes: 30, weeklyHours: every([['00:00', '03:00']]) });

    it('London, 29 March: the missing hour 01:00–02:00 has no slot, nothing else is lost', () => {
      const slots = dayOf(night('Europe/London'), '2026-03-29');
      expect(slots.map((s) => s.local)).toEqual(['00:00', '00:30', '02:00', '02:30']);
      expect(slots.map((s) => s.utc)).toEqual([
        '2026-03-29T00:00:00.000Z',
        '2026-03-29T00:30:00.000Z',
        '2026-03-29T01:00:00.000Z',
        '2026-03-29T01:30:00.000Z',
      ]);
      expect(slots.every((s) => s.minutes === 30)).toBe(true);
    });

    it('London, 25 October: the repeated hour gives its slots once, at the first occurrence', () => {
      const slots = dayOf(night('Europe/London'), '2026-10-25');
      expect(slots.map((s) => s.local)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
      expect(slots.map((s) => s.utc)).toEqual([
        '2026-10-24T23:00:00.000Z',
        '2026-10-24T23:30:00.000Z',
        '2026-10-25T00:00:00.000Z',
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T02:00:00.000Z',
        '2026-10-25T02:30:00.000Z',
      ]);
    });

    it('New York, 8 March and 1 November: the same rules at 02:00', () => {
      const ny = night('America/New_York');
      expect(locals(ny, '2026-03-08')).toEqual(['00:00', '00:30', '01:00', '01:30']);
      const fallBack = dayOf(ny, '2026-11-01');
      expect(fallBack.map((s) => s.local)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
      expect(fallBack[2]!.utc).toBe('2026-11-01T05:00:00.000Z'); // 01:00 EDT, the first one
      expect(fallBack[4]!.utc).toBe('2026-11-01T07:00:00.000Z'); // 02:00 EST
    });

    it('a long slot before the gap is never overlapped by the next one', () => {
      const r = rules({
        timeZone: 'America/New_York',
        slotMinutes: 90,
        weeklyHours: every([['00:00', '06:00']]),
      });
      const slots = dayOf(r, '2026-03-08');
      // 00:00 EST, 01:30 EST (ends 04:00 EDT); 03:00 EDT would start inside it; 04:30 EDT.
      expect(slots.map((s) => s.local)).toEqual(['00:00', '01:30', '04:30']);
    });
  });
});
