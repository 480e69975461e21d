import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogApi, type BlogPostUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';
import { useLastingCallbacks } from '@/lib/mutations';

export type UpdateBlogPostArgs = { id: number; body: BlogPostUpdate };

export const updateBlogPost = ({ id, body }: UpdateBlogPostArgs) =>
  call(blogApi.update, { params: { id }, body });

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: updateBlogPost,
      onSuccess: (post) => blogCache.updated(queryClient, post),
    }),
  );
}
