import { describe, expect, it } from 'vitest';
import type { CycleFlow } from '@fertilia/contracts';
import { cycleSpans } from './cycles';

const flow = (date: string, value: CycleFlow = 'medium') => ({ date, flow: value });

describe('cycles from logged days', () => {
  it('starts a cycle more than three days after the last bleeding, bridging forgotten days', () => {
    const days = [
      flow('2025-01-03'),
      flow('2025-01-04', 'heavy'),
      flow('2025-01-07', 'light'), // 5 and 6 January not logged: same period
      flow('2025-01-15', 'none'),
      flow('2025-01-31'),
      flow('2025-02-01'),
      flow('2025-03-01', 'light'), // the latest bleeding: a period that has just begun
    ];
    expect(cycleSpans(days, '2025-03-05').map((s) => s.start)).toEqual([
      '2025-01-03',
      '2025-01-31',
      '2025-03-01',
    ]);
    expect(cycleSpans([], '2025-03-05')).toEqual([]);
    expect(cycleSpans([flow('2025-01-01', 'none')], '2025-03-05')).toEqual([]);
  });

  it('groups periods as the API does: spotting and mid-cycle bleeding start no cycle', () => {
    const days = [
      flow('2025-01-03'),
      flow('2025-01-04'),
      flow('2025-01-16', 'light'), // a lone light day between periods: spotting
      flow('2025-01-31'),
      flow('2025-02-08', 'heavy'), // eight days after a period began: mid-cycle bleeding
      flow('2025-02-09'),
    ];
    expect(cycleSpans(days, '2025-02-20')).toEqual([
      { start: '2025-01-03', end: '2025-01-30', current: false },
      { start: '2025-01-31', end: '2025-02-20', current: true },
    ]);
  });

  it('spans each cycle to the day before the next period; the last one runs until today', () => {
    const days = [flow('2025-01-03'), flow('2025-01-31')];
    expect(cycleSpans(days, '2025-02-10')).toEqual([
      { start: '2025-01-03', end: '2025-01-30', current: false },
      { start: '2025-01-31', end: '2025-02-10', current: true },
    ]);
    expect(cycleSpans([flow('2025-03-01')], '2025-02-10')).toEqual([
      { start: '2025-03-01', end: '2025-03-01', current: true },
    ]);
  });
});
