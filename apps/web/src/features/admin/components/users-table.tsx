import { Link } from 'react-router';
import type { User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { displayName, joinedDate } from '../lib/user-display';
import { RoleBadge, StatusBadge } from './role-badge';

export function UsersTable({ users }: { users: User[] }) {
  return (
    <Table aria-label="Users">
      <THead>
        <Tr>
          <Th>User</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>E-mail confirmed</Th>
          <Th>Joined</Th>
        </Tr>
      </THead>
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
            <Td className="whitespace-nowrap">{joinedDate(u.created_at)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function UsersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading users
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-1.5">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}
