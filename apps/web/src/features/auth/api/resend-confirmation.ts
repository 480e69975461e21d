import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const resendConfirmation = (): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/auth/confirm-email/resend');

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
