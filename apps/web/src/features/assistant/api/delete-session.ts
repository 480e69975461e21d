import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { assistantKeys } from './keys';

/** Deletes the conversation with its messages and ratings. */
export const deleteSession = (id: number) => call(assistantApi.remove, { params: { id } });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: deleteSession,
      onSuccess: (_reply, id) => {
        queryClient.removeQueries({ queryKey: assistantKeys.session(id) });
        queryClient.removeQueries({ queryKey: assistantKeys.thread(id) });
        return queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
      },
    }),
  );
}
