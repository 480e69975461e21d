import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';
import { useLastingCallbacks } from '@/lib/mutations';

export const deleteBlogPost = (id: number) => call(blogApi.remove, { params: { id } });

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: deleteBlogPost,
      onSuccess: (_reply, id) => blogCache.deleted(queryClient, id),
    }),
  );
}
