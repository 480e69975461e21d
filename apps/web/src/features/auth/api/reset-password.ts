import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/auth/reset-password', { body, skipAuth: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
