import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getHealth = () => call(systemApi.health);

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'health'], queryFn: getHealth, staleTime: 0 });

export const useHealth = () => useQuery(healthQueryOptions());
