import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, TokenPairResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/** The server signs out every other session and hands this one a fresh token pair. */
export type ChangePasswordResponse = TokenPairResponse & { message: string };

export const changePassword = (body: ChangePasswordRequest): Promise<ChangePasswordResponse> =>
  api.post<ChangePasswordResponse>('/api/auth/change-password/', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
