import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { blogCache } from '../lib/list-cache';

export const createBlogPost = (body: BlogPostInput): Promise<BlogPost> =>
  api.post<BlogPost>('/api/blog/', { body });

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: (post) => blogCache.created(queryClient, post),
  });
}
