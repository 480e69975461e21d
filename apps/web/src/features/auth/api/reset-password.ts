import { useMutation } from '@tanstack/react-query';
import { authApi, type ResetPasswordRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) => call(authApi.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
