import { useMutation } from '@tanstack/react-query';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES, BLOG_MESSAGES, blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

/** Checked before upload so a wrong file fails at once; the server decodes it again whatever we think. */
export function coverImageProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return BLOG_MESSAGES.imageNotAnImage;
  if (file.size > BLOG_IMAGE_MAX_BYTES) return BLOG_MESSAGES.imageTooLarge;
  return null;
}

export function uploadBlogImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call(blogApi.uploadImage, { body });
}

export const useUploadBlogImage = () => useMutation({ mutationFn: uploadBlogImage });
