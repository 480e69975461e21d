import { COMMUNITY_MESSAGES, POST_IMAGE_MAX_BYTES } from '@fertilia/contracts';
import { uploadProblem } from '@/lib/upload';

export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The checks the server makes first, done before uploading: the error text, or null when fine. */
export const checkPostImage = (file: File): string | null =>
  uploadProblem(file, {
    types: POST_IMAGE_TYPES,
    maxBytes: POST_IMAGE_MAX_BYTES,
    wrongType: COMMUNITY_MESSAGES.imageNotAnImage,
    tooLarge: COMMUNITY_MESSAGES.imageTooLarge,
  });
