import { Link } from 'react-router';
import type { User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import { displayName } from '../lib/user-display';
import { RoleBadge, StatusBadge } from './role-badge';

/**
 * The users table as stacked rows for phones: a five-column table leaves only the User column in
 * view at 390 px, hiding role and status behind a sideways scroll nobody knows is there.
 */
export function UsersList({ users }: { users: User[] }) {
  return (
    <ul aria-label="Users" className="divide-y divide-line rounded-xl border border-line bg-surface">
      {users.map((u) => (
        <li key={u.id} className="flex items-start gap-3 p-4">
          <Avatar name={displayName(u)} src={u.profile_picture ?? u.avatar_url} size="sm" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Link
              to={`/admin/users/${u.id}`}
              className="font-medium text-ink underline-offset-4 hover:text-brand-strong hover:underline"
            >
              {displayName(u)}
            </Link>
            <span className="text-xs break-all text-ink-muted">
              @{u.username} · {u.email}
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={u.role} />
              <StatusBadge status={u.status} />
              {u.confirmed ? null : <span className="text-xs text-ink-muted">E-mail not confirmed</span>}
            </div>
            <span className="text-xs text-ink-muted">Joined {formatDate(u.created_at)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
