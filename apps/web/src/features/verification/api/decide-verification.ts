import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  verificationApi,
  type VerificationDecisionInput,
  type VerificationQueuePage,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { verificationQueueKey } from './get-verification-queue';
import { useLastingCallbacks } from '@/lib/mutations';

export const decideVerification = (id: number, body: VerificationDecisionInput) =>
  call(verificationApi.decide, { params: { id }, body });

/**
 * A decision takes the submission out of the waiting tab at once (its total shrinks); then every queue page
 * refetches, the decided tabs included. A refusal (409: another reviewer decided meanwhile; 404) means the
 * queue is stale, so it refetches too.
 */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ id, ...body }: VerificationDecisionInput & { id: number }) =>
        decideVerification(id, body),
      onSuccess: (decided) => {
        queryClient.setQueriesData<VerificationQueuePage>(
          { queryKey: [...verificationQueueKey, 'pending'] },
          (page) => {
            if (!page) return page;
            const items = page.items.filter((entry) => entry.id !== decided.id);
            return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
          },
        );
        return queryClient.invalidateQueries({ queryKey: verificationQueueKey });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: verificationQueueKey }),
    }),
  );
}
