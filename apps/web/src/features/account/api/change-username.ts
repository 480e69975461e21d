import { useMutation } from '@tanstack/react-query';
import type { ChangeUsernameRequest, User } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export type ChangeUsernameResponse = { message: string; user: User };

export const changeUsername = (body: ChangeUsernameRequest): Promise<ChangeUsernameResponse> =>
  api.post<ChangeUsernameResponse>('/api/auth/change-username/', { body });

export const useChangeUsername = () => useMutation({ mutationFn: changeUsername });
