import { useCallback, useRef } from 'react';
import { ADMIN_FETCH_THROTTLE_MS } from '@fertilia/contracts';

/**
 * Spec 01 §4: an admin fetch is skipped while one is in progress or when less than
 * ADMIN_FETCH_THROTTLE_MS have passed since the previous one started. Resolves undefined when skipped.
 */
export function useThrottledFetch<T>(
  fetcher: () => Promise<T>,
  intervalMs: number = ADMIN_FETCH_THROTTLE_MS,
): () => Promise<T | undefined> {
  const inFlight = useRef(false);
  const lastStartedAt = useRef<number | null>(null);
  const latestFetcher = useRef(fetcher);
  latestFetcher.current = fetcher;

  return useCallback(async () => {
    const now = Date.now();
    if (inFlight.current) return undefined;
    if (lastStartedAt.current !== null && now - lastStartedAt.current < intervalMs) return undefined;
    inFlight.current = true;
    lastStartedAt.current = now;
    try {
      return await latestFetcher.current();
    } finally {
      inFlight.current = false;
    }
  }, [intervalMs]);
}
