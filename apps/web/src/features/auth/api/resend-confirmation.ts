import { useMutation } from '@tanstack/react-query';
import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const resendConfirmation = () => call(authApi.resendConfirmation);

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
