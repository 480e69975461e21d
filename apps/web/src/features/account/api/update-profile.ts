import { useMutation } from '@tanstack/react-query';
import { authApi, type ProfileUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const updateProfile = (body: ProfileUpdate) => call(authApi.updateProfile, { body });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
