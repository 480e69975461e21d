import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogApi, type BlogPostInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';
import { useLastingCallbacks } from '@/lib/mutations';

export const createBlogPost = (body: BlogPostInput) => call(blogApi.create, { body });

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: createBlogPost,
      onSuccess: (post) => blogCache.created(queryClient, post),
    }),
  );
}
