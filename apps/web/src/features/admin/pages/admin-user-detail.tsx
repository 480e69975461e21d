import { useParams } from 'react-router';
import { UserX } from 'lucide-react';
import { hasPermission } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session-context';
import { useAdminUser } from '../api/get-user';
import { AccountControlsCard } from '../components/account-controls-card';
import { AuditEventsList } from '../components/audit-events-list';
import { DetailPage } from '../components/detail-page';
import { UserSummaryCard } from '../components/user-summary-card';

const notFound = (
  <>
    <h1 className="sr-only">User not found</h1>
    <EmptyState
      icon={UserX}
      title="User not found"
      description="The account may have been removed, or the link is wrong."
    />
  </>
);

export function Component() {
  const { userId } = useParams();
  const id = Number(userId);
  const { user: viewer } = useSession();
  const detail = useAdminUser(id);

  return (
    <DetailPage
      back={{ to: '/admin-dashboard/users', label: 'All users' }}
      validId={Number.isInteger(id) && id > 0}
      query={detail}
      loadingLabel="Loading user"
      errorTitle="Could not load this user"
      heading="User"
      notFound={notFound}
      crumb={({ user }) => user.username}
    >
      {({ user, recent_events }) => (
        <>
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
        </>
      )}
    </DetailPage>
  );
}
