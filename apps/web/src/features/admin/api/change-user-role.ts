import { adminApi, type Role } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const changeUserRole = ({ userId, role }: { userId: number; role: Role }) =>
  call(adminApi.changeRole, { params: { id: userId }, body: { role } });

export const useChangeUserRole = () => useInvalidatingMutation(changeUserRole, ['admin']);
