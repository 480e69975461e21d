import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, communityApi, type FollowResponse, type MemberCard } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { communityKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

export const getMember = (id: number, signal?: AbortSignal): Promise<MemberCard> =>
  call(communityApi.member, { params: { id } }, { signal });

export const useMember = (id: number | null) =>
  useQuery({
    queryKey: communityKeys.member(id ?? 0),
    queryFn: ({ signal }) => getMember(id!, signal),
    enabled: id !== null,
  });

const setFollowing = (id: number, follow: boolean): Promise<FollowResponse> =>
  call(follow ? communityApi.follow : communityApi.unfollow, { params: { id } });

/** Follow or unfollow; afterwards the following feed is fetched again from its start (spec 02 §7). */
export function useFollow() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ id, follow }: { id: number; follow: boolean }) => setFollowing(id, follow),
      onSuccess: (reply, { id, follow }) => {
        queryClient.setQueryData<MemberCard>(communityKeys.member(id), (card) =>
          card ? { ...card, is_following: reply.is_following, follower_count: reply.follower_count } : card,
        );
        void queryClient.resetQueries({ queryKey: communityKeys.list('following') });
        notify.success(follow ? COMMUNITY_MESSAGES.following : COMMUNITY_MESSAGES.unfollowed);
      },
      onError: (error, { follow }) =>
        notifyError(error, follow ? COMMUNITY_MESSAGES.followFailed : COMMUNITY_MESSAGES.unfollowFailed),
    }),
  );
}
