import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** The `t` timestamp defeats intermediary caches, as the spec's client does. */
export const getAdminPlans = () => call(adminApi.plans, { query: { t: String(Date.now()) } });

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'plans'], queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
