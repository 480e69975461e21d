import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterWanted, onToasterWanted, requestToaster } from '@/lib/notify';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster (and fetches sonner) when the first toast is asked for, or at a person's first press or
 * key, whichever comes first: toasts follow what people do, so the page's first load does not carry them.
 */
export function ToasterHost() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted);
  useEffect(() => {
    if (wanted) return;
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
