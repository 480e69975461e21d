import { BLOG_LIST_RETRIES, BLOG_RETRY_DELAY_CAP_MS } from '@fertilia/contracts';
import { ApiError } from '@/lib/api-client';

/** Spec 01 §9 blog reading: 2 retries for transport failures and 5xx; a 4xx will not change by asking again. */
export function blogRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < BLOG_LIST_RETRIES;
}

/** 1 s, 2 s, 4 s … never more than 30 s. */
export const blogRetryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** attempt, BLOG_RETRY_DELAY_CAP_MS);
