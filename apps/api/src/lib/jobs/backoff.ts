/** Wait before the first retry; doubled for each further attempt. */
export const RETRY_BASE_MS = 5_000;
/** The longest wait between two attempts. */
export const RETRY_CAP_MS = 15 * 60_000;

/**
 * How long to wait before attempt `attempts + 1` after `attempts` failed ones: exponential, capped, with up
 * to a fifth of jitter (`random` in [0, 1)) so that jobs failing together do not retry together.
 */
export function retryDelayMs(
  attempts: number,
  random: number,
  base = RETRY_BASE_MS,
  cap = RETRY_CAP_MS,
): number {
  const exponential = Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 - random * 0.2));
}
