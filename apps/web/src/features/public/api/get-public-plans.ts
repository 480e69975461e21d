import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getPublicPlans = () => call(plansApi.list);

export const publicPlansQueryOptions = () =>
  queryOptions({ queryKey: ['plans', 'public'], queryFn: getPublicPlans });

export const usePublicPlans = () => useQuery(publicPlansQueryOptions());
