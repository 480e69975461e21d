import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand text-ink-inverse">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      Fertilia
    </Link>
  );
}
