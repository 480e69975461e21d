import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const HUB_PAGE_SIZE = 12;

type HubChange = { q?: string; category?: string; skip?: number };

/** The hub's state lives in the URL (?q=&category=&skip=), so a search can be shared, bookmarked and undone with Back. */
export function useHubParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') || undefined;
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);

  /** Applies a change; a new search or category starts again at the first page. Typing replaces history. */
  const update = useCallback(
    (change: HubChange, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of ['q', 'category'] as const) {
            if (key in change) {
              const value = change[key];
              if (value) next.set(key, value);
              else next.delete(key);
              next.delete('skip');
            }
          }
          if (change.skip !== undefined) {
            if (change.skip > 0) next.set('skip', String(change.skip));
            else next.delete('skip');
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { q, category, skip, update };
}
