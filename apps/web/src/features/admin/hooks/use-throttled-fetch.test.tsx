import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ADMIN_FETCH_THROTTLE_MS,
  PLANS_LOAD_DELAY_MS,
  adminApi,
  pathOf,
  type Role,
} from '@fertilia/contracts';
import { useThrottledFetch } from './use-throttled-fetch';
import { useAdminDataLoading } from './use-admin-data-loading';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledFetch', () => {
  it('skips a call made within the throttle window and runs one after it', async () => {
    const fetcher = vi.fn(async () => 'data');
    const { result } = renderHook(() => useThrottledFetch(fetcher));

    await expect(result.current()).resolves.toBe('data');
    vi.advanceTimersByTime(ADMIN_FETCH_THROTTLE_MS - 1);
    await expect(result.current()).resolves.toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await expect(result.current()).resolves.toBe('data');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('skips a call while the previous one is still in progress', async () => {
    let finish: (value: string) => void = () => {};
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useThrottledFetch(fetcher, 0));

    const first = result.current();
    vi.advanceTimersByTime(10_000);
    await expect(result.current()).resolves.toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(1);

    finish('done');
    await expect(first).resolves.toBe('done');
    // Finished and past the window: the next call goes through.
    void result.current();
    expect(fetcher).toHaveBeenCalledTimes(2);
    finish('again');
  });

  it('lets a new call through after a failed one once the window has passed', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useThrottledFetch(fetcher));
    await expect(result.current()).rejects.toThrow('boom');
    vi.advanceTimersByTime(ADMIN_FETCH_THROTTLE_MS);
    await expect(result.current()).resolves.toBe('ok');
  });
});

describe('useAdminDataLoading', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  function setup(role: Role, usersLoaded: boolean) {
    const calls: string[] = [];
    globalThis.fetch = async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const hook = renderHook(({ loaded }) => useAdminDataLoading(role, loaded), {
      wrapper,
      initialProps: { loaded: usersLoaded },
    });
    return { calls, hook };
  }

  const planCalls = (calls: string[]) => calls.filter((url) => url.includes(pathOf(adminApi.plans)));

  it('loads plans PLANS_LOAD_DELAY_MS after the users, for the role admin', async () => {
    const { calls, hook } = setup('admin', false);
    await act(() => vi.advanceTimersByTimeAsync(PLANS_LOAD_DELAY_MS * 3));
    expect(planCalls(calls)).toHaveLength(0);

    hook.rerender({ loaded: true });
    await act(() => vi.advanceTimersByTimeAsync(PLANS_LOAD_DELAY_MS - 1));
    expect(planCalls(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(planCalls(calls)).toHaveLength(1);
    expect(planCalls(calls)[0]).toMatch(/[?&]t=\d+/);
  });

  it('does not load plans for other staff roles, not even super_admin', async () => {
    const { calls } = setup('super_admin', true);
    await act(() => vi.advanceTimersByTimeAsync(PLANS_LOAD_DELAY_MS * 3));
    expect(planCalls(calls)).toHaveLength(0);
  });
});
