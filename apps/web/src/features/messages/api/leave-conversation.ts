import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { messageKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

export const leaveConversation = (id: number) => call(conversationsApi.leave, { params: { id } });

export function useLeaveConversation() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: leaveConversation,
      onSuccess: (_reply, id) => {
        queryClient.removeQueries({ queryKey: messageKeys.conversation(id) });
        queryClient.removeQueries({ queryKey: messageKeys.thread(id) });
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      },
    }),
  );
}
