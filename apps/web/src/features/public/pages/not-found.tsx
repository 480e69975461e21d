import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Component() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 className="text-3xl font-semibold tracking-tight">We couldn't find that page</h1>
      <p className="text-ink-muted">The link may be old or mistyped. These might help instead:</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/">Home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/dashboard">Your dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
