import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagingSettings } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

const PATH = '/api/community/chat/settings/';

export const getMessagingSettings = () => api.get<MessagingSettings>(PATH);
export const messagingSettingsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.settings(), queryFn: getMessagingSettings });
export const useMessagingSettings = () => useQuery(messagingSettingsQueryOptions());

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagingSettings) => api.put<MessagingSettings>(PATH, { body }),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.settings(), saved),
  });
}
