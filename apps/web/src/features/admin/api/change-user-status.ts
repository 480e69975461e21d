import { adminApi, type UserStatus } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const changeUserStatus = ({ userId, status }: { userId: number; status: UserStatus }) =>
  call(adminApi.changeStatus, { params: { id: userId }, body: { status } });

export const useChangeUserStatus = () => useInvalidatingMutation(changeUserStatus, ['admin']);
