import { useMutation } from '@tanstack/react-query';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES, BLOG_MESSAGES, blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { fileBody, uploadProblem } from '@/lib/upload';

/** Checked before upload so a wrong file fails at once; the server decodes it again whatever we think. */
export const coverImageProblem = (file: File): string | null =>
  uploadProblem(file, {
    types: BLOG_IMAGE_TYPES,
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    wrongType: BLOG_MESSAGES.imageNotAnImage,
    tooLarge: BLOG_MESSAGES.imageTooLarge,
  });

export const uploadBlogImage = (file: File) => call(blogApi.uploadImage, { body: fileBody(file) });

export const useUploadBlogImage = () => useMutation({ mutationFn: uploadBlogImage });
