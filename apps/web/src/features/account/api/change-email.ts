import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangeEmailRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const changeEmail = (body: ChangeEmailRequest) => call(authApi.changeEmail, { body });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
