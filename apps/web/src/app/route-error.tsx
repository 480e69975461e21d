import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '@fertilia/contracts/core';
import { Button } from '@/components/ui/button';

/** A route that failed to load or render (spec 01 §2): say so plainly and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold text-ink">{MESSAGES.pageLoadFailed}</h1>
      <p className="text-ink-muted">
        Something went wrong while opening this page. Reloading usually fixes it.
      </p>
      <Button icon={RefreshCw} onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
