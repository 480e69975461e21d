import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getAdminPlan = (planId: number) => call(adminApi.plan, { params: { id: planId } });

export const adminPlanQueryOptions = (planId: number) =>
  queryOptions({ queryKey: ['admin', 'plans', planId], queryFn: () => getAdminPlan(planId) });

export const useAdminPlan = (planId: number) =>
  useQuery({ ...adminPlanQueryOptions(planId), enabled: Number.isInteger(planId) && planId > 0 });
