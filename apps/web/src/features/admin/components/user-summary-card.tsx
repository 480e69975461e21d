import type { ReactNode } from 'react';
import type { User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { RoleBadge, StatusBadge } from './role-badge';

const fullName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words">{children ?? <span className="text-ink-muted">Not given</span>}</dd>
    </div>
  );
}

/** What staff need to recognise an account; medical details stay out of the back office. */
export function UserSummaryCard({ user }: { user: User }) {
  const name = fullName(user) || user.username;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <Avatar name={name} src={user.profile_picture ?? user.avatar_url} size="lg" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="truncate text-lg font-semibold">{name}</p>
          <div className="flex flex-wrap gap-2">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label="E-mail">{user.email}</Fact>
          <Fact label="Username">@{user.username}</Fact>
          <Fact label="E-mail confirmed">{user.confirmed ? 'Yes' : 'Not yet'}</Fact>
          {user.pending_email ? <Fact label="Pending new e-mail">{user.pending_email}</Fact> : null}
          <Fact label="Joined">{formatDateTime(user.created_at)}</Fact>
          <Fact label="Clinic">{user.clinic_id !== null ? `#${user.clinic_id}` : null}</Fact>
          <Fact label="Phone">{user.phone}</Fact>
          <Fact label="Location">{[user.city, user.country].filter(Boolean).join(', ') || null}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
