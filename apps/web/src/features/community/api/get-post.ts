import { useQuery } from '@tanstack/react-query';
import { communityApi, type CommunityPost } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const getPost = (slug: string, signal?: AbortSignal): Promise<CommunityPost> =>
  call(communityApi.getPost, { params: { slug } }, { signal });

export const usePost = (slug: string) =>
  useQuery({
    queryKey: communityKeys.post(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
    enabled: slug !== '',
  });
