import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { BADGE_WORDS, badgeText, useNavBadge } from './nav-badges';
import type { NavGroup, NavItem } from './nav-items';

/**
 * A link is active on its own page and the pages below it, unless another entry of the menu names one of
 * those pages (Appointment Stats under Appointments): then only its own page lights it, never both.
 */
const endsAtOwnPage = (item: NavItem, groups: NavGroup[]) =>
  item.to === '/admin-dashboard' ||
  groups.some((group) => group.items.some((other) => other.to.startsWith(`${item.to}/`)));

function SidebarLink({ item, end, onNavigate }: { item: NavItem; end: boolean; onNavigate?: () => void }) {
  const count = useNavBadge(item.badge);
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink-muted transition-colors',
          'hover:bg-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-focus',
          isActive && 'bg-brand-soft text-brand-ink hover:bg-brand-soft hover:text-brand-ink',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1 truncate">{item.label}</span>
      {count ? (
        <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-ink-inverse">
          {badgeText(count)}
          <span className="sr-only"> {BADGE_WORDS[item.badge!]}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

/** The grouped sidebar menu; each group is a labelled list so screen readers announce it. */
export function SidebarNav({
  groups,
  label,
  onNavigate,
}: {
  groups: NavGroup[];
  label: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-6 px-3 py-4">
      {groups.map((group) => {
        const headingId = `nav-${label}-${group.label}`.replace(/[^a-zA-Z0-9-]/g, '-');
        return (
          <section key={group.label} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="mb-1 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {group.label}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} end={endsAtOwnPage(item, groups)} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
