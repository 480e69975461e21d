import { Link } from 'react-router';
import { ShieldCheck, Wallet } from 'lucide-react';
import { formatMoney, refundPolicy, type Money } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useWalletFunds } from '../api/wallet-funds';

export interface BookingPaymentTerms {
  price: Money;
  lateRefundPercent: number;
  minNoticeHours: number;
  /** Where the wallet sends her back after a top-up: this booking page. */
  returnTo: string;
}

/** Whether her wallet covers the price: null while it is unknown (loading or failed). */
export function useCanPay(price: Money | null): boolean | null {
  const wallet = useWalletFunds(price !== null);
  if (price === null) return true;
  if (!wallet.data) return null;
  return wallet.data.funds >= price.amount;
}

/**
 * The payment step of a paid booking (ADR 016): the price, her balance, what happens if plans change, and,
 * when her balance is short, the way to top up the difference and come back.
 */
export function BookingPayment({ price, lateRefundPercent, minNoticeHours, returnTo }: BookingPaymentTerms) {
  const wallet = useWalletFunds(true);
  const funds = wallet.data;
  const shortfall = funds ? price.amount - funds.funds : 0;
  const topUp = `/wallet?top_up=${shortfall}&return=${encodeURIComponent(returnTo)}`;
  return (
    <section aria-labelledby="booking-payment-heading" className="flex flex-col gap-4">
      <h3 id="booking-payment-heading" className="text-base font-semibold text-ink">
        Payment
      </h3>
      <dl className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">Price of the visit</dt>
          <dd className="text-lg font-semibold text-ink">{formatMoney(price)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
            <Wallet aria-hidden="true" className="size-4" />
            Your wallet balance
          </dt>
          <dd className="text-lg font-semibold text-ink" aria-live="polite">
            {funds ? (
              formatMoney({ amount: funds.funds, currency: funds.currency })
            ) : wallet.error ? (
              <span className="text-sm font-normal text-danger-ink">Could not load your balance</span>
            ) : (
              <>
                <Skeleton className="mt-1 h-6 w-24" />
                <span className="sr-only">Loading your balance</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      {wallet.error ? (
        <Alert
          tone="error"
          title="We could not load your wallet balance"
          action={
            <Button size="sm" variant="secondary" onClick={() => void wallet.refetch()}>
              Try again
            </Button>
          }
        >
          You can book once we know your balance covers the visit.
        </Alert>
      ) : null}
      {funds && shortfall > 0 ? (
        <Alert tone="warning" title="Your balance is too low for this visit">
          <p>
            The visit costs {formatMoney(price)} and your wallet holds{' '}
            {formatMoney({ amount: funds.funds, currency: funds.currency })}.
          </p>
          <p className="mt-2">
            <Link to={topUp} className="font-semibold underline underline-offset-2">
              Top up {formatMoney({ amount: shortfall, currency: price.currency })} to book
            </Link>
          </p>
        </Alert>
      ) : null}
      {funds && shortfall <= 0 ? (
        <p className="text-sm text-ink-muted">
          {formatMoney(price)} will be paid from your wallet when you send the request and held safely until
          after your visit.
        </p>
      ) : null}
      <div className="rounded-xl bg-subtle p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand" />
          Refund policy
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {refundPolicy(lateRefundPercent, minNoticeHours).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
