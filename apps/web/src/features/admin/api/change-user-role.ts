import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type Role } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const changeUserRole = ({ userId, role }: { userId: number; role: Role }) =>
  call(adminApi.changeRole, { params: { id: userId }, body: { role } });

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
