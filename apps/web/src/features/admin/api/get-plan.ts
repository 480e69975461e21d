import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getAdminPlan = (planId: number): Promise<Plan> => api.get<Plan>(`/api/admin/plans/${planId}`);

export const adminPlanQueryOptions = (planId: number) =>
  queryOptions({ queryKey: ['admin', 'plans', planId], queryFn: () => getAdminPlan(planId) });

export const useAdminPlan = (planId: number) =>
  useQuery({ ...adminPlanQueryOptions(planId), enabled: Number.isInteger(planId) && planId > 0 });
