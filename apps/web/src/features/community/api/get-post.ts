import { useQuery } from '@tanstack/react-query';
import { communityPostSchema, type CommunityPost } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getPost = (slug: string, signal?: AbortSignal): Promise<CommunityPost> =>
  api.get(`/api/community/posts/${encodeURIComponent(slug)}/`, { schema: communityPostSchema, signal });

export const usePost = (slug: string) =>
  useQuery({
    queryKey: communityKeys.post(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
    enabled: slug !== '',
  });
