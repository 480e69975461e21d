import { useMutation } from '@tanstack/react-query';
import { authApi, type ForgotPasswordRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) => call(authApi.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
