import { useMutation } from '@tanstack/react-query';
import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const confirmEmail = (token: string) => call(authApi.confirmEmail, { body: { token } });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
