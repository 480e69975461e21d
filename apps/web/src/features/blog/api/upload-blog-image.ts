import { useMutation } from '@tanstack/react-query';
import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TYPES,
  BLOG_MESSAGES,
  type BlogImageUpload,
} from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/** Checked before upload so a wrong file fails at once; the server decodes it again whatever we think. */
export function coverImageProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return BLOG_MESSAGES.imageNotAnImage;
  if (file.size > BLOG_IMAGE_MAX_BYTES) return BLOG_MESSAGES.imageTooLarge;
  return null;
}

export function uploadBlogImage(file: File): Promise<BlogImageUpload> {
  const body = new FormData();
  body.append('file', file);
  return api.post<BlogImageUpload>('/api/blog/images', { body });
}

export const useUploadBlogImage = () => useMutation({ mutationFn: uploadBlogImage });
