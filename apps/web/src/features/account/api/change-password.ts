import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangePasswordRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** The server signs out every other session and hands this one a fresh token pair. */
export const changePassword = (body: ChangePasswordRequest) => call(authApi.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
