import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getAdminUser = (userId: number) => call(adminApi.user, { params: { id: userId } });

export const adminUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['admin', 'user', userId], queryFn: () => getAdminUser(userId) });

export const useAdminUser = (userId: number) =>
  useQuery({ ...adminUserQueryOptions(userId), enabled: Number.isInteger(userId) && userId > 0 });
