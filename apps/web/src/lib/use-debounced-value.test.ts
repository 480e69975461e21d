import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('passes a value on only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'i' },
    });
    rerender({ value: 'iv' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ivf' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('i');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('ivf');
  });
});
