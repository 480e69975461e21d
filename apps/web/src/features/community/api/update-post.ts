import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITY_MESSAGES,
  communityPostSchema,
  type CommunityPost,
  type PostUpdate,
} from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { updateLoadedPost } from '../lib/post-cache';

export const updatePost = (slug: string, body: PostUpdate): Promise<CommunityPost> =>
  api.put(`/api/community/posts/${encodeURIComponent(slug)}/`, { body, schema: communityPostSchema });

export function useUpdatePost(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostUpdate) => updatePost(slug, body),
    onSuccess: (post) => {
      updateLoadedPost(queryClient, post.id, () => post);
      notify.success(COMMUNITY_MESSAGES.postUpdated);
    },
  });
}
