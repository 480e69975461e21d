import { useQuery } from '@tanstack/react-query';
import { walletApi, type TopUpCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { walletKeys } from './keys';

/** POST /api/wallet/top-ups with the attempt's Idempotency-Key. */
export const topUp = ({ key, ...body }: TopUpCreate & { key: string }) =>
  call(walletApi.topUp, { body }, idempotent(key));

/** Charges the payment method the card form made (sandbox or Stripe) with the attempt's key. */
export const useTopUp = () =>
  useInvalidatingMutation(
    (input: { payment_method_id: string; amount: number; key: string }) => topUp(input),
    walletKeys.all,
  );

/** How often a payment waiting for its bank is asked again. */
export const PAYMENT_POLL_MS = 1_500;

/** GET /api/wallet/payments/:id, asked again until it is no longer pending. */
export const usePayment = (id: number | null) =>
  useQuery({
    queryKey: walletKeys.payment(id ?? 0),
    queryFn: ({ signal }) => call(walletApi.payment, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'created' || status === 'requires_action' ? PAYMENT_POLL_MS : false;
    },
  });
