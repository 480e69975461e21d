import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_MESSAGES_PAGE_SIZE,
  type ChatMessage,
  type ChatMessageCreateInput,
  type ChatMessagePage,
} from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { addMessage } from '../lib/thread-cache';
import { messageKeys } from './keys';

const path = (id: number) => `/api/community/chat/conversations/${id}/messages/`;

export const getMessages = (id: number, skip: number): Promise<ChatMessagePage> =>
  api.get<ChatMessagePage>(path(id), { query: { skip, limit: CHAT_MESSAGES_PAGE_SIZE } });

/**
 * Pages count back from the newest message: the next page holds older ones. Its offset is the number of
 * messages held, live arrivals included, since they too sit in front of the older ones on the server.
 */
export const threadQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ChatMessagePage, pages: ChatMessagePage[]) =>
      last.skip + last.items.length < last.total
        ? pages.reduce((n, page) => n + page.items.length, 0)
        : undefined,
  });
export const useThread = (id: number) => useInfiniteQuery(threadQueryOptions(id));

/** session_id is left out: the server takes the conversation id (spec 02 §7). */
export const sendMessage = (id: number, body: ChatMessageCreateInput): Promise<ChatMessage> =>
  api.post<ChatMessage>(path(id), { body });

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatMessageCreateInput) => sendMessage(id, body),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}

export const reportMessage = (messageId: number, reason: string) =>
  api.post<{ message: string }>(`/api/community/chat/messages/${messageId}/report/`, { body: { reason } });

export const useReportMessage = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => reportMessage(id, reason) });
