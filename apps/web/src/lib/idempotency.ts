import { useCallback, useState } from 'react';
import { IDEMPOTENCY_HEADER } from '@fertilia/contracts';

/** A fresh key for one attempt at moving money (ADR 016). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The call options that send `key` as the request's Idempotency-Key header. */
export const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/**
 * One key per thing the member means to do: the same key is sent again when she retries after a failure
 * (a lost answer is then answered, not repeated), and `renew` starts a new one once it has succeeded.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
