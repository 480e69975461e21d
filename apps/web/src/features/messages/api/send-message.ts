import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsApi, type ChatMessageCreateInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { addMessage } from '../lib/thread-cache';
import { messageKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

/** session_id is left out: the server takes the conversation id (spec 02 §7). */
export const sendMessage = (id: number, body: ChatMessageCreateInput) =>
  call(conversationsApi.send, { params: { id }, body });

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (body: ChatMessageCreateInput) => sendMessage(id, body),
      onSuccess: (message) => {
        addMessage(queryClient, message);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      },
    }),
  );
}
