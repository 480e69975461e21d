import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';

export const getConversation = (id: number, signal?: AbortSignal) =>
  call(conversationsApi.get, { params: { id } }, { signal });

export const conversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export const useConversation = (id: number) => useQuery(conversationQueryOptions(id));
