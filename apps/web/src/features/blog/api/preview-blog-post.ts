import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BlogPreview } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { blogKeys } from './keys';

/** The server renders the preview with the same sanitiser as a saved post, so what you see is what ships. */
export const previewBlogPost = (content: string): Promise<BlogPreview> =>
  api.post<BlogPreview>('/api/blog/preview', { body: { content } });

export const useBlogPreview = (content: string, enabled: boolean) =>
  useQuery({
    queryKey: blogKeys.preview(content),
    queryFn: () => previewBlogPost(content),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
