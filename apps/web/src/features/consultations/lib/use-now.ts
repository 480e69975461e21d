import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, renewed every minute, so what depends on it (a "Join" that opens ten minutes before, a
 * "Mark completed" from the start) changes on screen as the clock passes.
 */
export function useNow(intervalMs: number = MINUTE_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
