import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITY_MESSAGES,
  communityApi,
  type ReactionResult,
  type ReactionType,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notifyError } from '@/lib/notify-error';
import { requireLoadedPost, updateLoadedPost } from '../lib/post-cache';
import { withReaction, withoutReaction, withServerCounts } from '../lib/reactions';
import { useLastingCallbacks } from '@/lib/mutations';

export type ReactionChange = { postId: number; type: ReactionType; add: boolean };

/** like/unlike have their own calls; the other types go through /likes/ (spec 02 §7). */
function send(slug: string, { postId, type, add }: ReactionChange): Promise<ReactionResult> {
  if (type === 'like') return call(add ? communityApi.like : communityApi.unlike, { params: { slug } });
  const body = { post_id: postId, reaction_type: type };
  return call(add ? communityApi.react : communityApi.unreact, { body });
}

export function failureText({ type, add }: ReactionChange): string {
  if (type === 'like') return add ? COMMUNITY_MESSAGES.likeFailed : COMMUNITY_MESSAGES.unlikeFailed;
  return add ? COMMUNITY_MESSAGES.addReactionFailed(type) : COMMUNITY_MESSAGES.removeReactionFailed(type);
}

/**
 * Adds or removes the viewer's reaction. The post must be loaded (else 'Post not found', spec 02 §4); after
 * success every loaded copy follows the local rules, then takes the server's fresh counts.
 */
export function useReactToPost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (change: ReactionChange) => {
        const post = requireLoadedPost(queryClient, change.postId);
        return send(post.slug, change);
      },
      onSuccess: (result, change) => {
        updateLoadedPost(queryClient, change.postId, (post) =>
          withServerCounts(
            change.add ? withReaction(post, change.type) : withoutReaction(post, change.type),
            result,
          ),
        );
      },
      onError: (error, change) => notifyError(error, failureText(change)),
    }),
  );
}
