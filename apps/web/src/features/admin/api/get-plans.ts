import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getAdminPlans = (): Promise<Plan[]> =>
  api.get<Plan[]>('/api/admin/plans', { query: { t: Date.now() } });

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'plans'], queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
