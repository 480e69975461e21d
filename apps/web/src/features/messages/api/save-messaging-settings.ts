import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsApi, type MessagingSettings } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const saveMessagingSettings = (body: MessagingSettings) =>
  call(conversationsApi.saveSettings, { body });

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagingSettings,
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.settings(), saved),
  });
}
