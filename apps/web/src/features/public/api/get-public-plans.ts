import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getPublicPlans = (): Promise<Plan[]> => api.get<Plan[]>('/api/plans', { skipAuth: true });

export const publicPlansQueryOptions = () =>
  queryOptions({ queryKey: ['plans', 'public'], queryFn: getPublicPlans });

export const usePublicPlans = () => useQuery(publicPlansQueryOptions());
