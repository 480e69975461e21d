import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputesApi, type DisputeCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useLastingCallbacks } from '@/lib/mutations';

export type OpenDisputeInput = { body: DisputeCreate; key: string };

/** POST /api/disputes, with the attempt's Idempotency-Key. */
export const openDispute = ({ body, key }: OpenDisputeInput) =>
  call(disputesApi.open, { body }, idempotent(key));

/**
 * A dispute changes what several screens show (the payment, the wallet's held money, the appointment), which
 * belong to other features: every active query refetches, so whichever page she is on shows it.
 */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({ mutationFn: openDispute, onSuccess: () => queryClient.invalidateQueries() }),
  );
}
