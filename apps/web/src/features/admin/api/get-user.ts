import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getAdminUser = (userId: number): Promise<AdminUserDetail> =>
  api.get<AdminUserDetail>(`/api/admin/users/${userId}`);

export const adminUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['admin', 'user', userId], queryFn: () => getAdminUser(userId) });

export const useAdminUser = (userId: number) =>
  useQuery({ ...adminUserQueryOptions(userId), enabled: Number.isInteger(userId) && userId > 0 });
