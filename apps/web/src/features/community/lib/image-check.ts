import { COMMUNITY_MESSAGES, POST_IMAGE_MAX_BYTES } from '@fertilia/contracts';

export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The checks the server makes first, done before uploading: the error text, or null when fine. */
export function checkPostImage(file: File): string | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return COMMUNITY_MESSAGES.imageNotAnImage;
  if (file.size > POST_IMAGE_MAX_BYTES) return COMMUNITY_MESSAGES.imageTooLarge;
  return null;
}
