import { conversationsApi, type MessagingSettings } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useCachingMutation } from '@/lib/mutations';
import { messageKeys } from './keys';

export const saveMessagingSettings = (body: MessagingSettings) =>
  call(conversationsApi.saveSettings, { body });

export const useSaveMessagingSettings = () =>
  useCachingMutation(saveMessagingSettings, messageKeys.settings());
