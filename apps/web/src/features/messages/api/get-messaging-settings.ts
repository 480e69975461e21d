import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const getMessagingSettings = (signal?: AbortSignal) => call(conversationsApi.settings, {}, { signal });

export const messagingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.settings(),
    queryFn: ({ signal }) => getMessagingSettings(signal),
  });

export const useMessagingSettings = () => useQuery(messagingSettingsQueryOptions());
