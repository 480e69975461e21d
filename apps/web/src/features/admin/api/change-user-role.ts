import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, User } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const changeUserRole = ({ userId, role }: { userId: number; role: Role }): Promise<User> =>
  api.put<User>(`/api/admin/users/${userId}/role`, { body: { role } });

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
