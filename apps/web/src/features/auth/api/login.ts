import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenPairResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const login = (body: LoginRequest): Promise<TokenPairResponse> =>
  api.post<TokenPairResponse>('/api/auth/login/', { body, skipAuth: true });

export const useLogin = () => useMutation({ mutationFn: login });
