import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, communityApi, type CommunityPost, type PostUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { updateLoadedPost } from '../lib/post-cache';
import { useLastingCallbacks } from '@/lib/mutations';

export const updatePost = (slug: string, body: PostUpdate): Promise<CommunityPost> =>
  call(communityApi.updatePost, { params: { slug }, body });

export function useUpdatePost(slug: string) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (body: PostUpdate) => updatePost(slug, body),
      onSuccess: (post) => {
        updateLoadedPost(queryClient, post.id, () => post);
        notify.success(COMMUNITY_MESSAGES.postUpdated);
      },
    }),
  );
}
