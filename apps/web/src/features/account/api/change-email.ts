import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailRequest, MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const changeEmail = (body: ChangeEmailRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/api/auth/email/', { body });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
