import { SWIPE_MAX_DURATION_MS, SWIPE_THRESHOLD_PX } from '@fertilia/contracts/core';

export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/** A quick, mostly horizontal swipe of at least SWIPE_THRESHOLD_PX within SWIPE_MAX_DURATION_MS. */
export function swipeDirection(start: TouchPoint, end: TouchPoint): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.time - start.time > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? 'right' : 'left';
}
