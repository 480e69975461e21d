import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getHealth = (): Promise<HealthResponse> =>
  api.get<HealthResponse>('/api/health', { skipAuth: true });

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'health'], queryFn: getHealth, staleTime: 0 });

export const useHealth = () => useQuery(healthQueryOptions());
