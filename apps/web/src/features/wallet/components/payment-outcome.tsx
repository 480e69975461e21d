import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { walletKeys } from '../api/keys';
import { usePayment } from '../api/payments';
import { takeReturn } from '../lib/return-path';

export const PAYMENT_CONFIRMING = 'Confirming your payment…';

/**
 * The outcome of a card payment she comes back to from her bank's page (?payment=<id>): asked again until it
 * is no longer pending, then said plainly; after a success she goes on to where the top-up was for.
 */
export function PaymentOutcome({ paymentId, onDone }: { paymentId: number; onDone: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePayment(paymentId);
  const status = payment.data?.status;

  // Once settled, the balance and history shown beside it are read again.
  useEffect(() => {
    if (status !== 'succeeded' && status !== 'failed') return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.wallet() });
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'history'] });
  }, [status, queryClient]);

  useEffect(() => {
    if (status !== 'succeeded') return;
    const path = takeReturn(paymentId);
    if (path) void navigate(path);
  }, [status, paymentId, navigate]);

  if (payment.isError)
    return (
      <Alert
        tone="error"
        title="Payment not found"
        action={
          <button className="underline" onClick={onDone}>
            Dismiss
          </button>
        }
      >
        We could not find this payment.
      </Alert>
    );
  if (!payment.data || status === 'created' || status === 'requires_action')
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3"
      >
        <Spinner />
        <span>{PAYMENT_CONFIRMING}</span>
      </div>
    );
  const money = formatMoney(payment.data);
  return status === 'succeeded' ? (
    <Alert
      tone="success"
      title="Payment complete"
      action={
        <button className="underline" onClick={onDone}>
          Dismiss
        </button>
      }
    >
      {money} was added to your wallet.
    </Alert>
  ) : (
    <Alert
      tone="error"
      title="Payment failed"
      action={
        <button className="underline" onClick={onDone}>
          Dismiss
        </button>
      }
    >
      {payment.data.failure_message ?? 'Your card was declined.'} Nothing was charged.
    </Alert>
  );
}
