import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later instant is waited for in steps. */
const MAX_TIMEOUT_MS = 2_147_000_000;

/** Whether the instant has come; turns true by itself when it does (the visit's Join enables at its time). */
export function useInstantReached(iso: string | undefined): boolean {
  const at = iso ? Date.parse(iso) : NaN;
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (Number.isNaN(at)) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = at - Date.now();
      setReached(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [at]);
  return reached;
}
