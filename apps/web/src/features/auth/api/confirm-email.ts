import { useMutation } from '@tanstack/react-query';
import type { User } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export type ConfirmEmailResponse = { message: string; user: User };

export const confirmEmail = (token: string): Promise<ConfirmEmailResponse> =>
  api.post<ConfirmEmailResponse>('/api/auth/confirm-email', { body: { token }, skipAuth: true });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
