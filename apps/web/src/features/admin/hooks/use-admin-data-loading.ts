import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PLANS_LOAD_DELAY_MS, type Role } from '@fertilia/contracts';
import { adminPlansQueryOptions } from '../api/get-plans';
import { ERROR_TITLE, notifyError } from '@/lib/notify-error';
import { useThrottledFetch } from './use-throttled-fetch';

/**
 * Spec 01 §4/§6: once the users have loaded, plans follow PLANS_LOAD_DELAY_MS later, and only for the
 * role exactly admin (the back office's other roles open plans on demand). The load is throttled.
 */
export function useAdminDataLoading(role: Role | undefined, usersLoaded: boolean) {
  const queryClient = useQueryClient();
  const loadPlans = useThrottledFetch(() =>
    queryClient.fetchQuery({ ...adminPlansQueryOptions(), staleTime: 0 }),
  );

  useEffect(() => {
    if (role !== 'admin' || !usersLoaded) return;
    const timer = setTimeout(() => {
      loadPlans().catch((error: unknown) => notifyError(error, ERROR_TITLE, MESSAGES.failedToFetchPlans));
    }, PLANS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [role, usersLoaded, loadPlans]);

  return { loadPlans };
}
