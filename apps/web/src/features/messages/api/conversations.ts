import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CONVERSATION_MESSAGES,
  DEFAULT_PAGE_SIZE,
  type Conversation,
  type ConversationCreateInput,
  type ConversationPage,
} from '@fertilia/contracts';
import { api, ApiError } from '@/lib/api-client';
import { messageKeys } from './keys';

const BASE = '/api/community/chat/conversations/';

export const getConversations = (skip: number, limit = DEFAULT_PAGE_SIZE): Promise<ConversationPage> =>
  api.get<ConversationPage>(BASE, { query: { skip, limit } });

/** Spec 02 §9: more exist while a full page came back. */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ConversationPage) =>
      last.items.length === last.limit ? last.skip + last.limit : undefined,
  });
export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());

export const getConversation = (id: number): Promise<Conversation> => api.get<Conversation>(`${BASE}${id}/`);
export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: messageKeys.conversation(id), queryFn: () => getConversation(id) });
export const useConversation = (id: number) => useQuery(conversationQueryOptions(id));

/** Spec 02 §8: a created conversation without an id is an 'Invalid response from server'. */
export async function createConversation(body: ConversationCreateInput): Promise<Conversation> {
  const reply = await api.post<Partial<Conversation> | undefined>(BASE, { body });
  if (!reply || typeof reply.id !== 'number')
    throw new ApiError({ status: 0, kind: 'http', message: CONVERSATION_MESSAGES.invalidResponse });
  return reply as Conversation;
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}

export const leaveConversation = (id: number) => api.post<{ message: string }>(`${BASE}${id}/leave/`);

export function useLeaveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveConversation,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: messageKeys.conversation(id) });
      queryClient.removeQueries({ queryKey: messageKeys.thread(id) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}

export const markConversationRead = (id: number) => api.post<{ unread_count: number }>(`${BASE}${id}/read/`);
