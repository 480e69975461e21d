import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantApi, type AssistantFeedbackCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useLastingCallbacks } from '@/lib/mutations';
import { setMessageFeedback } from '../lib/thread-cache';

/** Rating again replaces the earlier rating (the server keeps one per answer). */
export const sendFeedback = (body: AssistantFeedbackCreate) => call(assistantApi.feedback, { body });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: sendFeedback,
      onSuccess: (saved) => setMessageFeedback(queryClient, saved),
    }),
  );
}
