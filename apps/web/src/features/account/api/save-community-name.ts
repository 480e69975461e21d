import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi, type CommunityNameSettingsInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';

export const saveCommunityName = (body: CommunityNameSettingsInput) =>
  call(communityApi.nameSettings, { body });

/**
 * Saves whether members see her real name. Every cached card, post and message naming her was made under
 * the old choice, so all of it is marked stale and refetched where it shows.
 */
export function useSaveCommunityName() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: saveCommunityName,
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
