import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { idempotent, newIdempotencyKey, useIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are new for each attempt and sent in the Idempotency-Key header', () => {
    const a = newIdempotencyKey();
    expect(a).not.toBe(newIdempotencyKey());
    expect(idempotent(a)).toEqual({ headers: { 'idempotency-key': a } });
  });

  it('stay the same across retries of one intent until renewed', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    rerender();
    expect(result.current.key).toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(first);
  });
});
