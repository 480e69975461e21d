import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

describe('the callbacks of one call', () => {
  /** A mutation the test settles by hand, so the caller can be unmounted while it runs. */
  function pending() {
    let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
    const promise = new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
    return { run: () => promise, settle };
  }

  it('still run when the caller is unmounted before the mutation settles (its toast is not lost)', async () => {
    const { wrapper } = setup();
    const call = pending();
    const { result, unmount } = renderHook(() => useInvalidatingMutation(call.run, ['appointments']), {
      wrapper,
    });
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess, onSettled }));
    unmount();
    await act(async () => call.settle.resolve('completed'));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('completed', undefined));
    expect(onSettled).toHaveBeenCalledWith('completed', null, undefined);
  });

  it('report a failure to onError and not to onSuccess, even after an unmount', async () => {
    const { wrapper } = setup();
    const call = pending();
    const { result, unmount } = renderHook(() => useCachingMutation(call.run, ['settings']), { wrapper });
    const onSuccess = vi.fn();
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess, onError }));
    unmount();
    const refused = new Error('Refused');
    await act(async () => call.settle.reject(refused));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(refused, undefined));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('leave a failure nobody handles in the mutation state instead of an unhandled rejection', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useInvalidatingMutation(() => Promise.reject(new Error('Refused')), ['faq']),
      { wrapper },
    );
    act(() => result.current.mutate(undefined));
    await vi.waitFor(() => expect(result.current.error?.message).toBe('Refused'));
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
