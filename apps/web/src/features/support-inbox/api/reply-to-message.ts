import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportInboxApi, type SupportReplyInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { supportMessageKey } from './get-support-message';
import { useLastingCallbacks } from '@/lib/mutations';

export const replyToMessage = (id: number, body: SupportReplyInput) =>
  call(supportInboxApi.reply, { params: { id }, body });

/** The answer is the updated thread: it replaces the cached one, and the lists refetch their counts. */
export function useReplyToMessage(id: number) {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (body: SupportReplyInput) => replyToMessage(id, body),
      onSuccess: (thread) => {
        queryClient.setQueryData(supportMessageKey(id), thread);
        void queryClient.invalidateQueries({ queryKey: ['admin', 'support', 'messages'] });
      },
    }),
  );
}
