import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZodError } from 'zod';
import {
  CONVERSATION_MESSAGES,
  conversationsApi,
  type Conversation,
  type ConversationCreateInput,
} from '@fertilia/contracts';
import { ApiError, call } from '@/lib/api-client';
import { messageKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

/** Spec 02 §8: a created conversation the client cannot read (no id, say) is an 'Invalid response from server'. */
export async function createConversation(body: ConversationCreateInput): Promise<Conversation> {
  try {
    return await call(conversationsApi.create, { body });
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    throw new ApiError({ status: 0, kind: 'http', message: CONVERSATION_MESSAGES.invalidResponse });
  }
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: createConversation,
      onSuccess: (conversation) => {
        queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      },
    }),
  );
}
