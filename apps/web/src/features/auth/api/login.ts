import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const login = (body: LoginRequest) => call(authApi.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
