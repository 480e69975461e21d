import { useMutation } from '@tanstack/react-query';
import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Checked before upload so a wrong file fails at once instead of after a slow transfer. */
export function profilePictureProblem(file: File): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image';
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call(authApi.uploadPicture, { body });
}

export const useUploadProfilePicture = () => useMutation({ mutationFn: uploadProfilePicture });
