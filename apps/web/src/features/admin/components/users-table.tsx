import { Link } from 'react-router';
import type { User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { displayName } from '../lib/user-display';
import { RoleBadge, StatusBadge } from './role-badge';

export function UsersTable({ users }: { users: User[] }) {
  return (
    <Table aria-label="Users">
      <TableHeader columns={['User', 'Role', 'Status', 'E-mail confirmed', 'Joined']} />
      <TBody>
        {users.map((u) => (
          <Tr key={u.id}>
            <Td>
              <div className="flex items-center gap-3">
                <Avatar name={displayName(u)} src={u.profile_picture ?? u.avatar_url} size="sm" />
                <div className="flex min-w-0 flex-col">
                  <Link
                    to={`/admin/users/${u.id}`}
                    className="font-medium text-ink underline-offset-4 hover:text-brand-strong hover:underline"
                  >
                    {displayName(u)}
                  </Link>
                  <span className="text-xs break-words text-ink-muted">
                    @{u.username} · {u.email}
                  </span>
                </div>
              </div>
            </Td>
            <Td>
              <RoleBadge role={u.role} />
            </Td>
            <Td>
              <StatusBadge status={u.status} />
            </Td>
            <Td>{u.confirmed ? 'Yes' : 'Not yet'}</Td>
            <Td className="whitespace-nowrap">{formatDate(u.created_at)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** Placeholder rows in the table's shape, for QueryState's loading region. */
export function UsersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <div key={i} className="flex items-center gap-3 py-1.5">
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="h-4 flex-1" />
      <Skeleton className="h-5 w-20 rounded-full" />
      <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
    </div>
  ));
}
