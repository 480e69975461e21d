import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { QUEUES, QUEUE_KINDS } from '../lib/queue-kinds';

/** Moves between the queues without the sidebar (handy on a phone). */
export function ModerationTabsNav() {
  return (
    <nav aria-label="Moderation queues" className="flex gap-2">
      {QUEUE_KINDS.map((kind) => (
        <NavLink
          key={kind}
          to={QUEUES[kind].path}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus',
              isActive
                ? 'border-brand bg-brand-soft text-brand-ink'
                : 'border-line text-ink-muted hover:text-ink',
            )
          }
        >
          {QUEUES[kind].tab}
        </NavLink>
      ))}
    </nav>
  );
}
