import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** Wraps every route: a thin progress bar while the next lazy screen loads, and scroll restoration. */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-brand"
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code arrives. */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand">
      <Spinner className="size-8" label="Loading Fertilia" />
    </div>
  );
}
