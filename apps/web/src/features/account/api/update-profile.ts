import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const updateProfile = (body: ProfileUpdate): Promise<User> =>
  api.put<User>('/api/auth/profile/', { body });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
