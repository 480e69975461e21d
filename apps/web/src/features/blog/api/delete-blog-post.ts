import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';

export const deleteBlogPost = (id: number): Promise<MessageResponse> =>
  api.delete<MessageResponse>(`/api/blog/${id}/`);

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_reply, id) => blogCache.deleted(queryClient, id),
  });
}
