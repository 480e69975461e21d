import { useMutation } from '@tanstack/react-query';
import { authApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { fileBody, uploadProblem } from '@/lib/upload';

export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Checked before upload so a wrong file fails at once instead of after a slow transfer. */
export const profilePictureProblem = (file: File): string | null =>
  uploadProblem(file, {
    types: PROFILE_PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    wrongType: 'Choose a JPEG, PNG or WebP image',
    tooLarge: 'The image must be 5 MB or smaller',
  });

export const uploadProfilePicture = (file: File) => call(authApi.uploadPicture, { body: fileBody(file) });

export const useUploadProfilePicture = () => useMutation({ mutationFn: uploadProfilePicture });
