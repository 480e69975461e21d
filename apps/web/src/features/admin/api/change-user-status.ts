import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserStatus } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const changeUserStatus = ({ userId, status }: { userId: number; status: UserStatus }): Promise<User> =>
  api.put<User>(`/api/admin/users/${userId}/status`, { body: { status } });

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
