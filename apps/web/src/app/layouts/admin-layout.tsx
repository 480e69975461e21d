import { ROLE_LABELS, type Role } from '@fertilia/contracts/core';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/lib/session-context';
import { adminSidebarGroups } from '../navigation/nav-items';
import { SidebarShell } from './sidebar-shell';

/** Lazy route module: the back office, its menu cut to the role's permissions. */
export function Component() {
  const { user } = useSession();
  const role = user?.role ?? 'support';
  return (
    <SidebarShell
      groups={adminSidebarGroups(role)}
      navLabel="Admin navigation"
      home="/admin-dashboard"
      banner={
        <p className="mb-4 text-sm text-ink-muted">
          Back office · signed in as <Badge tone="accent">{ROLE_LABELS[role as Role] ?? role}</Badge>
        </p>
      }
    />
  );
}
