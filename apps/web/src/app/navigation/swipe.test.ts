import { describe, expect, it } from 'vitest';
import { SWIPE_MAX_DURATION_MS, SWIPE_THRESHOLD_PX } from '@fertilia/contracts';
import { swipeDirection } from './swipe';

const start = { x: 10, y: 100, time: 0 };

describe('swipeDirection', () => {
  it('sees a quick swipe right or left', () => {
    expect(swipeDirection(start, { x: 10 + SWIPE_THRESHOLD_PX, y: 100, time: 200 })).toBe('right');
    expect(swipeDirection({ ...start, x: 200 }, { x: 200 - SWIPE_THRESHOLD_PX, y: 90, time: 200 })).toBe(
      'left',
    );
  });

  it('ignores short, slow or mostly vertical moves', () => {
    expect(swipeDirection(start, { x: 10 + SWIPE_THRESHOLD_PX - 1, y: 100, time: 100 })).toBeNull();
    expect(swipeDirection(start, { x: 200, y: 100, time: SWIPE_MAX_DURATION_MS + 1 })).toBeNull();
    expect(swipeDirection(start, { x: 80, y: 300, time: 100 })).toBeNull();
  });
});
