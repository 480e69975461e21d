import { useEffect } from 'react';
import { BREAKPOINTS } from '@fertilia/contracts/core';
import { swipeDirection, type TouchPoint } from './swipe';

/** Swipe right from the left quarter of the screen opens the sidebar; swipe left closes it (below desktop). */
export function useSidebarSwipe(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const narrow = window.matchMedia?.(`(max-width: ${BREAKPOINTS.tablet - 1}px)`);
    let start: TouchPoint | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || (narrow && !narrow.matches)) return;
      const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY, time: event.timeStamp });
      if (direction === 'right' && !open && start.x <= window.innerWidth / 4) setOpen(true);
      if (direction === 'left' && open) setOpen(false);
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [open, setOpen]);
}
