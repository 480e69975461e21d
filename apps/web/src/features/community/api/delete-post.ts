import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, communityApi, type CommunityPost } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { removeLoadedPost } from '../lib/post-cache';
import { communityKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

export const deletePost = (slug: string) => call(communityApi.deletePost, { params: { slug } });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (post: CommunityPost) => deletePost(post.slug),
      onSuccess: (_reply, post) => {
        removeLoadedPost(queryClient, post.id);
        queryClient.removeQueries({ queryKey: communityKeys.comments(post.id) });
        notify.success(COMMUNITY_MESSAGES.postDeleted);
      },
      onError: (error) => notifyError(error, COMMUNITY_MESSAGES.deletePostFailed),
    }),
  );
}
