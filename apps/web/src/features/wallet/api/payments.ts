import { useQuery } from '@tanstack/react-query';
import { paymentsApi, walletApi, type CardDetails, type TopUpCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { idempotent } from '@/lib/idempotency';
import { useInvalidatingMutation } from '@/lib/mutations';
import { walletKeys } from './keys';

/** POST /api/payments/sandbox/payment-methods: the card becomes a payment method id; nothing else keeps it. */
export const createPaymentMethod = (card: CardDetails) =>
  call(paymentsApi.createPaymentMethod, { body: card });

/** POST /api/wallet/top-ups with the attempt's Idempotency-Key. */
export const topUp = ({ key, ...body }: TopUpCreate & { key: string }) =>
  call(walletApi.topUp, { body }, idempotent(key));

/** Makes the payment method, then charges it: one mutation, so the dialog shows one pending state. */
export const useTopUp = () =>
  useInvalidatingMutation(
    async ({ card, amount, key }: { card: CardDetails; amount: number; key: string }) => {
      const method = await createPaymentMethod(card);
      return topUp({ amount, payment_method_id: method.id, key });
    },
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
