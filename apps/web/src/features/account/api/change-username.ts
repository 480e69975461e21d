import { useMutation } from '@tanstack/react-query';
import { authApi, type ChangeUsernameRequest } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const changeUsername = (body: ChangeUsernameRequest) => call(authApi.changeUsername, { body });

export const useChangeUsername = () => useMutation({ mutationFn: changeUsername });
