import { describe, expect, it } from 'vitest';
import { QUERY_GC_MS, QUERY_STALE_MS } from '@fertilia/contracts';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('never retries a 4xx and retries others once', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, kind: 'http', message: 'Not found' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 429, kind: 'rate_limit', message: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 503, kind: 'http', message: 'x' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 0, kind: 'network', message: 'x' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503, kind: 'http', message: 'x' }))).toBe(false);
  });

  it('uses the shared stale and garbage-collection times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_MS);
    expect(defaults?.gcTime).toBe(QUERY_GC_MS);
  });
});
