import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

const LINKS = [
  { to: '/admin/post-moderation', label: 'Posts' },
  { to: '/admin/comment-moderation', label: 'Comments' },
  { to: '/admin/message-moderation', label: 'Messages' },
];

/** Moves between the queues without the sidebar (handy on a phone). */
export function ModerationTabsNav() {
  return (
    <nav aria-label="Moderation queues" className="flex gap-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-focus',
              isActive
                ? 'border-brand bg-brand-soft text-brand-ink'
                : 'border-line text-ink-muted hover:text-ink',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
