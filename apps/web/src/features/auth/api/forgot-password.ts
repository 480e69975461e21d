import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/auth/forgot-password', { body, skipAuth: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
