import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogKeys } from './keys';

/** The server renders the preview with the same sanitiser as a saved post, so what you see is what ships. */
export const previewBlogPost = (content: string) => call(blogApi.preview, { body: { content } });

export const useBlogPreview = (content: string, enabled: boolean) =>
  useQuery({
    queryKey: blogKeys.preview(content),
    queryFn: () => previewBlogPost(content),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
