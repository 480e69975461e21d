import { useState } from 'react';
import { RefreshCw, UsersRound } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session-context';
import { useAdminUsers, type UserFilters as Filters } from '../api/search-users';
import { UserFilters } from '../components/user-filters';
import { UsersList } from '../components/users-list';
import { UsersTable, UsersTableSkeleton } from '../components/users-table';
import { useAdminDataLoading } from '../hooks/use-admin-data-loading';
import { useThrottledFetch } from '../hooks/use-throttled-fetch';
import { ERROR_TITLE, useErrorToast } from '@/lib/notify-error';

const INITIAL: Filters = { search: '', role: 'all', status: 'all', skip: 0, limit: DEFAULT_PAGE_SIZE };

export function Component() {
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  // Bumped by "Clear filters" so the search box forgets its typed text too.
  const [filtersKey, setFiltersKey] = useState(0);
  const users = useAdminUsers(filters);
  useAdminDataLoading(user?.role, users.isSuccess);
  const refresh = useThrottledFetch(() => users.refetch());

  useErrorToast(users.error, ERROR_TITLE, MESSAGES.failedToFetchUsers);

  const filtered = filters.search !== '' || filters.role !== 'all' || filters.status !== 'all';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Users"
        description="Find an account, then open it to change its role or status."
        actions={
          <Button
            icon={RefreshCw}
            variant="secondary"
            onClick={() => void refresh()}
            loading={users.isFetching && !users.isPending}
          >
            Refresh
          </Button>
        }
      />
      <UserFilters key={filtersKey} filters={filters} onChange={setFilters} />
      <QueryState
        query={users}
        loadingLabel="Loading users"
        loadingClassName="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
        skeleton={<UsersTableSkeleton />}
        errorTitle={MESSAGES.failedToFetchUsers}
        isEmpty={(page) => page.users.length === 0}
        empty={
          <EmptyState
            icon={UsersRound}
            title={filtered ? 'No users match these filters' : 'No users yet'}
            description={filtered ? 'Try another search or set the filters back to all.' : undefined}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setFilters(INITIAL);
                    setFiltersKey((k) => k + 1);
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) => (
          <div aria-busy={users.isFetching}>
            {/* Both render; CSS shows the stacked list on phones and the table from md up. */}
            <div className="md:hidden">
              <UsersList users={page.users} />
            </div>
            <div className="hidden md:block">
              <UsersTable users={page.users} />
            </div>
            <Pagination
              skip={page.skip}
              limit={page.limit}
              total={page.total}
              onChange={(skip) => setFilters((f) => ({ ...f, skip }))}
              label="Users pages"
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
