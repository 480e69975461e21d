import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationApi, type VerificationRequestInput } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { myVerificationKey } from './get-my-verification';
import { useLastingCallbacks } from '@/lib/mutations';

export const submitVerification = (body: VerificationRequestInput) => call(verificationApi.submit, { body });

/**
 * The answer is the new status with the submission: it replaces the cached one at once, then the query is
 * read again. A refusal (409: already waiting or verified elsewhere) means the cached status is stale.
 */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: submitVerification,
      onSuccess: (verification) => {
        queryClient.setQueryData(myVerificationKey, verification);
        void queryClient.invalidateQueries({ queryKey: myVerificationKey });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: myVerificationKey }),
    }),
  );
}
