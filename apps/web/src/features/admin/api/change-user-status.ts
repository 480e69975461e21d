import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type UserStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const changeUserStatus = ({ userId, status }: { userId: number; status: UserStatus }) =>
  call(adminApi.changeStatus, { params: { id: userId }, body: { status } });

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
