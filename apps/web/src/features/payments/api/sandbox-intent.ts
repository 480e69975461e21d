import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutations';

export const sandboxKeys = { intent: (id: string) => ['payments', 'sandbox-intent', id] as const };

/** GET /api/payments/sandbox/intents/:id: what the sandbox bank asks her to confirm. */
export const useSandboxIntent = (id: string) =>
  useQuery({
    queryKey: sandboxKeys.intent(id),
    queryFn: ({ signal }) => call(paymentsApi.sandboxIntent, { params: { id } }, { signal }),
    retry: false,
  });

/** POST .../intents/:id/confirm: complete or fail the authentication. */
export const useConfirmSandboxIntent = (id: string) =>
  useInvalidatingMutation(
    (outcome: 'complete' | 'fail') =>
      call(paymentsApi.confirmSandboxIntent, { params: { id }, body: { outcome } }),
    ['payments'],
  );
