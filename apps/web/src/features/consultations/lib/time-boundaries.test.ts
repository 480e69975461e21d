import { describe, expect, it } from 'vitest';
import { appointment } from '../test/fixtures';
import { actionBoundaries, boundaryPassed } from './time-boundaries';

const start = Date.parse('2030-03-05T10:00:00Z');
const MINUTE = 60_000;

describe('when the allowed actions change by the clock alone', () => {
  it('names the notice, the join window opening, the start and the end of a live visit', () => {
    expect(actionBoundaries(appointment({ min_notice_hours: 12 }))).toEqual([
      start - 12 * 60 * MINUTE,
      start - 10 * MINUTE,
      start,
      start + 30 * MINUTE,
    ]);
    expect(actionBoundaries(appointment({ status: 'cancelled' }))).toEqual([]);
  });

  it('asks for fresh actions once the visit starts after the list was fetched', () => {
    const list = [appointment()];
    expect(boundaryPassed(list, start - 5 * MINUTE, start - MINUTE)).toBe(false);
    expect(boundaryPassed(list, start - 5 * MINUTE, start)).toBe(true);
    // Fetched after the start: nothing new until the end.
    expect(boundaryPassed(list, start + MINUTE, start + 2 * MINUTE)).toBe(false);
  });
});
