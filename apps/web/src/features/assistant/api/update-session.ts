import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantApi, type AssistantSession, type AssistantSessionUpdate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { assistantKeys } from './keys';

/** Rename, or choose what of her own data the conversation may use. */
export const updateSession = (id: number, body: AssistantSessionUpdate) =>
  call(assistantApi.update, { params: { id }, body });

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ id, body }: { id: number; body: AssistantSessionUpdate }) => updateSession(id, body),
      onSuccess: (saved: AssistantSession) => {
        queryClient.setQueryData(assistantKeys.session(saved.id), saved);
        return queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
      },
    }),
  );
}
