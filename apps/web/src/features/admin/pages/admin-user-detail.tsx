import { Link, useParams } from 'react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import { hasPermission } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { ApiError } from '@/lib/api-client';
import { useAdminUser } from '../api/get-user';
import { AccountControlsCard } from '../components/account-controls-card';
import { AuditEventsList } from '../components/audit-events-list';
import { UserSummaryCard } from '../components/user-summary-card';

const backLink = (
  <Button asChild variant="ghost" size="sm" className="self-start">
    <Link to="/admin-dashboard/users">
      <ArrowLeft aria-hidden="true" />
      All users
    </Link>
  </Button>
);

export function Component() {
  const { userId } = useParams();
  const id = Number(userId);
  const { user: viewer } = useSession();
  const detail = useAdminUser(id);

  if (!Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="sr-only">User not found</h1>
        <EmptyState
          icon={UserX}
          title="User not found"
          description="The account may have been removed, or the link is wrong."
        />
      </div>
    );
  }

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {backLink}
        <span className="sr-only" role="status">
          Loading user
        </span>
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      </div>
    );
  }

  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <h1 className="sr-only">User</h1>
        <Alert
          tone="error"
          title="Could not load this user"
          action={
            <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          }
        >
          {detail.error.message}
        </Alert>
      </div>
    );
  }

  const { user, recent_events } = detail.data;
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <PageHeader title={user.username} description={user.email} className="mb-2" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <UserSummaryCard user={user} />
          {viewer && hasPermission(viewer.role, 'users') ? (
            <AccountControlsCard key={`${user.role}-${user.status}`} user={user} viewer={viewer} />
          ) : null}
        </div>
        <AuditEventsList events={recent_events} userId={user.id} />
      </div>
    </div>
  );
}
