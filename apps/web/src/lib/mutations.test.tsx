import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCachingMutation, useInvalidatingMutation } from './mutations';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useInvalidatingMutation', () => {
  it('marks the queries under its key stale once it succeeds, and leaves the others', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['faq', 'list'], ['old']);
    queryClient.setQueryData(['plans'], ['kept']);
    const { result } = renderHook(
      () => useInvalidatingMutation((name: string) => Promise.resolve(name), ['faq']),
      {
        wrapper,
      },
    );
    await act(() => result.current.mutateAsync('new'));
    expect(queryClient.getQueryState(['faq', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['plans'])?.isInvalidated).toBe(false);
  });

  it('leaves the cache alone when it fails', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['faq', 'list'], ['old']);
    const { result } = renderHook(
      () => useInvalidatingMutation(() => Promise.reject(new Error('Refused')), ['faq']),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(queryClient.getQueryState(['faq', 'list'])?.isInvalidated).toBe(false);
  });
});

describe('useCachingMutation', () => {
  it('puts the answer in the cache under its key', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['settings'], { email: false });
    const { result } = renderHook(
      () => useCachingMutation((email: boolean) => Promise.resolve({ email }), ['settings']),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(true));
    expect(queryClient.getQueryData(['settings'])).toEqual({ email: true });
  });
});
