import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostUpdate } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';

export type UpdateBlogPostArgs = { id: number; body: BlogPostUpdate };

export const updateBlogPost = ({ id, body }: UpdateBlogPostArgs): Promise<BlogPost> =>
  api.put<BlogPost>(`/api/blog/${id}/`, { body });

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: (post) => blogCache.updated(queryClient, post),
  });
}
